// The enquiry form's names that the entry chunk needs (the route, the shell): kept apart from enquiries.ts, whose
// schema brings zod, which the entry chunk must not load.

/** The enquiry page, and where its form posts without JavaScript (docs/PRODUCT.md §2.8). */
export const ENQUIRY_PATH = '/enquire';
/** The tag every lead from the form carries: the CRM's list filters by it. */
export const WEBSITE_TAG = 'Website';
/**
 * The query key (joined) under which the server renders the form's state after a refused post without JavaScript
 * (api/src/enquiries/form-routes.ts). No endpoint answers it: the browser only reads it from the page's data.
 */
export const ENQUIRY_FORM_STATE_PATH = '/api/enquiries/form-state';
