/**
 * The header the web app sets on the requests it makes by itself (timed refreshes, the offline sync, the outbox on a
 * timer), value '1': the server answers them but does not count them as a person's activity (idle sign-out).
 * No zod here: the web app's entry chunk imports it.
 */
export const BACKGROUND_REQUEST_HEADER = 'X-Background';
