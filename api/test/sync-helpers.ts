import { expect } from 'vitest';
import { z } from 'zod';
import { applicationSchema, staffTaskSchema, studentNoteSchema, studentSchema, visaCaseSchema, type SyncEntity } from '@contract';
import { getAs } from './admin-helpers';
import type { TestApi } from './test-api';

const tombstoneSchema = z.strictObject({ id: z.uuid(), deleted: z.literal(true), updatedAt: z.iso.datetime() });
const ITEM_SCHEMAS = { students: studentSchema, applications: applicationSchema, 'visa-cases': visaCaseSchema, notes: studentNoteSchema, tasks: staffTaskSchema } as const;

export function syncPageSchema<E extends SyncEntity>(entity: E) {
  return z.strictObject({
    items: z.array(ITEM_SCHEMAS[entity]),
    tombstones: z.array(tombstoneSchema),
    nextCursor: z.string().min(1),
    remaining: z.number().int().nonnegative(),
  });
}
export type ParsedSyncPage<E extends SyncEntity> = z.infer<ReturnType<typeof syncPageSchema<E>>>;

export function syncPath(entity: SyncEntity, since?: string, limit?: number): string {
  const params = new URLSearchParams({ entity });
  if (since) params.set('since', since);
  if (limit) params.set('limit', String(limit));
  return `/api/admin/sync?${params}`;
}

/** One sync answer, checked against the contract shape. */
export async function getSyncPage<E extends SyncEntity>(
  api: TestApi, cookie: string, entity: E, since?: string, limit?: number,
): Promise<ParsedSyncPage<E>> {
  const res = await getAs(api, syncPath(entity, since, limit), cookie);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return syncPageSchema(entity).parse(await res.json());
}

/** Pages from `since` until the server says nothing remains; the last cursor is the one to keep. */
export async function pullAll<E extends SyncEntity>(
  api: TestApi, cookie: string, entity: E, since?: string, limit?: number,
): Promise<{ pages: ParsedSyncPage<E>[]; cursor: string }> {
  const pages: ParsedSyncPage<E>[] = [];
  let cursor = since;
  do {
    const page = await getSyncPage(api, cookie, entity, cursor, limit);
    pages.push(page);
    cursor = page.nextCursor;
  } while (pages.at(-1)!.remaining > 0 && pages.length < 10_000);
  return { pages, cursor: cursor! };
}

/** Every id a pull sent, rows and tombstones, in the order sent. */
export const sentIds = (pages: readonly ParsedSyncPage<SyncEntity>[]): { items: string[]; tombstones: string[] } => ({
  items: pages.flatMap((p) => p.items.map((i) => i.id)),
  tombstones: pages.flatMap((p) => p.tombstones.map((t) => t.id)),
});
