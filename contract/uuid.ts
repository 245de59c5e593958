// Record ids: every CRM record's id is a UUID the client or the server made. No zod here: the route tree (in the
// entry chunk) parses ids from URLs with these.

const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID = new RegExp(`^${UUID_SOURCE}$`, 'i');

/** A list's owner filter: the signed-in staff member's ('me'), nobody's ('none'), or one staff member's id. */
export const OWNER_FILTER = new RegExp(`^(me|none|${UUID_SOURCE})$`, 'i');

/** A record's id as the database holds it (lower case), or undefined when `value` is not a UUID. */
export function uuidOf(value: unknown): string | undefined {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : undefined;
}
