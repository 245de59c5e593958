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

/**
 * The same answer (200) for a new address and one already on the list: it never tells whether someone subscribed.
 * Past the per-address limit the answer is a 429 with Retry-After and a sentence the box shows.
 */
export const newsletterResultSchema = z.strictObject({
  email: z.string(),
});
export type NewsletterResult = z.infer<typeof newsletterResultSchema>;

export { NEWSLETTER_FORM_STATE_PATH, type NewsletterFormState } from './newsletter-paths';
