import { z } from 'zod';

const INVALID_EMAIL = 'Please enter a valid e-mail address, like name@example.com.';

/** The newsletter box sends this body; the form validates with it before any request is made. */
export const newsletterSubscriptionSchema = z.object({
  email: z
    .string({ error: 'Please enter your e-mail address.' })
    .trim()
    .min(1, 'Please enter your e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email({ error: INVALID_EMAIL })),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/** Subscribing again is not an error: the answer says the address was already on the list. */
export const newsletterResultSchema = z.object({
  email: z.string(),
  alreadySubscribed: z.boolean(),
});
export type NewsletterResult = z.infer<typeof newsletterResultSchema>;
