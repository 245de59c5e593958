// The newsletter form's names that the entry chunk needs (the news routes): kept apart from newsletter.ts, whose
// schema brings zod, which the entry chunk must not load.

/**
 * The query key (joined) under which the server renders the newsletter box's state after a post without JavaScript
 * (api/src/newsletter/form-routes.ts). No endpoint answers it: the browser only reads it from the page's data.
 */
export const NEWSLETTER_FORM_STATE_PATH = '/api/newsletter/form-state';

/** What the box shows after such a post: the address it was sent with, and either the thank-you or the refusal. */
export type NewsletterFormState = { email: string; subscribed: boolean; message: string | null };
