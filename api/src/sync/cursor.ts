import { z } from 'zod';
import { badRequest } from '../http/errors';
import { isCursorTime } from '../http/paging';

/**
 * A sync cursor: the (updated_at, id) of the last change sent, and the watermark of the pull in progress
 * (null between pulls). Opaque to clients: base64url of JSON. Times travel as Postgres prints them, to the
 * microsecond, in UTC, so they also compare correctly as strings.
 */
export type SyncCursor = { updatedAt: string; id: string; watermark: string | null };

const time = z.string().refine(isCursorTime);
const cursorSchema = z.tuple([time, z.uuid(), time.nullable()]);

/** The smallest uuid: a cursor at (t, NIL_UUID) comes before every row changed at t. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export function encodeSyncCursor(c: SyncCursor): string {
  return Buffer.from(JSON.stringify([c.updatedAt, c.id, c.watermark])).toString('base64url');
}

/** The cursor a `since` carries, undefined for none, or a 400 telling the client to start over. */
export function decodeSyncCursor(since: string | undefined): SyncCursor | undefined {
  if (since === undefined || since === '') return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(since, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success) {
    throw badRequest('This sync cursor is not valid. Start a full sync again.', [
      { field: 'since', message: 'Use the nextCursor of the previous answer, unchanged.' },
    ]);
  }
  const [updatedAt, id, watermark] = parsed.data;
  return { updatedAt, id, watermark };
}
