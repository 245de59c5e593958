import { z } from 'zod';
import { cursorTimeSchema, decodeOpaque, encodeOpaque } from '../data/cursor-codec';

/**
 * A sync cursor: the (updated_at, id) of the last change sent, and the watermark of the pull in progress
 * (null between pulls). Opaque to clients: base64url of JSON. Times travel as Postgres prints them, to the
 * microsecond, in UTC, so they also compare correctly as strings. `fresh`: the pull in progress started from
 * nothing (a device's first copy), so it holds only what this pull sent (a fourth element, 1, when set; cursors
 * without it stay valid).
 */
export type SyncCursor = { updatedAt: string; id: string; watermark: string | null; fresh?: boolean };

const cursorSchema = z.union([
  z.tuple([cursorTimeSchema, z.uuid(), cursorTimeSchema.nullable()]),
  z.tuple([cursorTimeSchema, z.uuid(), cursorTimeSchema.nullable(), z.literal(1)]),
]);

/** The smallest uuid: a cursor at (t, NIL_UUID) comes before every row changed at t. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export function encodeSyncCursor(c: SyncCursor): string {
  return encodeOpaque(c.fresh ? [c.updatedAt, c.id, c.watermark, 1] : [c.updatedAt, c.id, c.watermark]);
}

/** The cursor a `since` carries, undefined for none, or invalid input telling the client to start over. */
export function decodeSyncCursor(since: string | undefined): SyncCursor | undefined {
  if (since === undefined || since === '') return undefined;
  const [updatedAt, id, watermark, fresh] = decodeOpaque(since, cursorSchema, {
    message: 'This sync cursor is not valid. Start a full sync again.',
    field: 'since',
    hint: 'Use the nextCursor of the previous answer, unchanged.',
  });
  return fresh === 1 ? { updatedAt, id, watermark, fresh: true } : { updatedAt, id, watermark };
}
