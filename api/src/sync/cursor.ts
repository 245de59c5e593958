import { z } from 'zod';
import { cursorTimeSchema, decodeOpaque, encodeOpaque } from '../data/cursor-codec';

/**
 * A sync cursor: the (updated_at, id) of the last change sent, and the watermark of the pull in progress
 * (null between pulls). Opaque to clients: base64url of JSON. Times travel as Postgres prints them, to the
 * microsecond, in UTC, so they also compare correctly as strings.
 */
export type SyncCursor = { updatedAt: string; id: string; watermark: string | null };

const cursorSchema = z.tuple([cursorTimeSchema, z.uuid(), cursorTimeSchema.nullable()]);

/** The smallest uuid: a cursor at (t, NIL_UUID) comes before every row changed at t. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export function encodeSyncCursor(c: SyncCursor): string {
  return encodeOpaque([c.updatedAt, c.id, c.watermark]);
}

/** The cursor a `since` carries, undefined for none, or invalid input telling the client to start over. */
export function decodeSyncCursor(since: string | undefined): SyncCursor | undefined {
  if (since === undefined || since === '') return undefined;
  const [updatedAt, id, watermark] = decodeOpaque(since, cursorSchema, {
    message: 'This sync cursor is not valid. Start a full sync again.',
    field: 'since',
    hint: 'Use the nextCursor of the previous answer, unchanged.',
  });
  return { updatedAt, id, watermark };
}
