import { z } from 'zod';
import { validationText } from './i18n/validation';

// The words are the validation catalogue's (contract/i18n/), so the box and the API say them in the page's language.
const INVALID_EMAIL = validationText('newsletterEmail');
const MISSING_EMAIL = validationText('newsletterEmailMissing');

/** The newsletter box sends this body; the form validates with it before any request is made. */
export const newsletterSubscriptionSchema = z.object({
  email: z
    .string({ error: MISSING_EMAIL })
    .trim()
    .min(1, MISSING_EMAIL)
    .max(254, validationText('emailTooLong'))
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
