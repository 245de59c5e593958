import type { Knex } from 'knex';
import { recordActivity } from '../crm-writes/audit';

/**
 * One audit entry per export, written when the file ends: who exported which list with which filters, and how many
 * rows ("exported 50,000 students"). A download the client stopped early is recorded too, `complete: false`.
 */
export async function recordExport(
  db: Knex,
  entry: { actorId: string; list: string; count: number; complete: boolean; filters: Record<string, unknown> },
): Promise<void> {
  const filters = Object.fromEntries(Object.entries(entry.filters).filter(([key, v]) => v !== undefined && key !== 'limit' && key !== 'cursor'));
  await db.transaction((trx) =>
    recordActivity(trx, {
      actorId: entry.actorId,
      entity: 'export',
      entityId: entry.list,
      action: 'exported',
      before: null,
      after: { list: entry.list, count: entry.count, complete: entry.complete, filters },
    }),
  );
}
