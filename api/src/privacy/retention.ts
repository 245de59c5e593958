// Retention (docs/PRIVACY.md): leads with no activity for N months are erased by a daily job, once across processes.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { RETENTION_MONTHS_DEFAULT, type Retention } from '@contract';
import { recordActivity } from '../crm-writes/audit';
import type { DocumentStorage } from '../documents/storage';
import { afterErasure, eraseStudent, removeFiles } from './erase';

export async function retentionMonths(db: Knex): Promise<number> {
  const row = await db('privacy_settings').first<{ retention_months: number } | undefined>('retention_months');
  return row?.retention_months ?? RETENTION_MONTHS_DEFAULT;
}

export async function saveRetentionMonths(db: Knex, months: number, actorId: string): Promise<void> {
  await db.transaction(async (trx) => {
    const before = await retentionMonths(trx);
    await trx('privacy_settings')
      .insert({ id: true, retention_months: months, updated_by: actorId, updated_at: trx.fn.now() })
      .onConflict('id')
      .merge({ retention_months: months, updated_by: actorId, updated_at: trx.fn.now(), version: trx.raw('privacy_settings.version + 1') });
    await recordActivity(trx, { actorId, entity: 'privacy', entityId: 'retention', action: 'updated', before: { months: before }, after: { months } });
  });
}

/**
 * Leads (stage lead, live, not erased) whose last sign of life is older than the period: the record's last change,
 * its last timeline entry, and its portal account's last sign-in, whichever is latest.
 */
export async function dueForRetention(db: Knex, months: number, now = new Date()): Promise<Retention['due']> {
  const rows = await db
    .with('last', (q) =>
      q
        .from('students as s')
        .where('s.stage', 'lead')
        .whereNull('s.deleted_at')
        .whereNull('s.erased_at')
        .select(
          's.id',
          's.stage',
          db.raw("s.personal_info->>'name' as name"),
          db.raw("s.personal_info->>'country' as country"),
          db.raw(`greatest(s.updated_at,
            (select max(a.created_at) from activity_log a where a.entity = 'student' and a.entity_id = s.id::text),
            (select max(p.last_login_at) from portal_accounts p where p.student_id = s.id)) as last_activity_at`),
        ),
    )
    .from('last')
    .where('last_activity_at', '<', db.raw("?::timestamptz - make_interval(months => ?)", [now, months]))
    .orderBy([{ column: 'last_activity_at' }, { column: 'id' }])
    .limit(1000)
    .select<{ id: string; name: string; country: string | null; stage: string; last_activity_at: Date }[]>('*');
  return rows.map((r) => ({ id: r.id, name: r.name, country: r.country, stage: r.stage, lastActivityAt: r.last_activity_at.toISOString() }));
}

/**
 * The daily run: the first process to claim today's row in privacy_job_runs runs it, every other one (and a second
 * call the same day) does nothing. Each lead is erased in a transaction of its own; the run is audited (entity
 * 'privacy', action 'retention_run') with the period and how many were erased, no names.
 */
export async function runRetention(
  db: Knex,
  storage: DocumentStorage,
  logger: Pick<Logger, 'error' | 'info'>,
  now = new Date(),
): Promise<{ ran: boolean; erased: number }> {
  const day = now.toISOString().slice(0, 10);
  const claimed = await db('privacy_job_runs').insert({ job: 'retention', run_on: day, started_at: now }).onConflict(['job', 'run_on']).ignore().returning('job');
  if (claimed.length === 0) return { ran: false, erased: 0 };
  const months = await retentionMonths(db);
  const due = await dueForRetention(db, months, now);
  let erased = 0;
  for (const lead of due) {
    try {
      const keys = await db.transaction((trx) => eraseStudent(trx, { studentId: lead.id, actorId: null, requestId: null, now }));
      await removeFiles(storage, keys, logger);
      erased += 1;
    } catch (err) {
      logger.error({ err, studentId: lead.id }, 'retention could not erase a lead');
    }
  }
  if (erased) afterErasure(db);
  await db.transaction(async (trx) => {
    await trx('privacy_job_runs').where({ job: 'retention', run_on: day }).update({ finished_at: trx.fn.now(), erased });
    await recordActivity(trx, { actorId: null, entity: 'privacy', entityId: `retention:${day}`, action: 'retention_run', before: null, after: { months, due: due.length, erased } });
  });
  logger.info({ months, erased }, 'retention run');
  return { ran: true, erased };
}

/** Checks hourly whether today's run is done; the run itself happens once a day across all processes. */
export function scheduleRetention(db: Knex, storage: DocumentStorage, logger: Pick<Logger, 'error' | 'info'>): () => void {
  const tick = () => void runRetention(db, storage, logger).catch((err: unknown) => logger.error({ err }, 'retention run failed'));
  const first = setTimeout(tick, 60_000);
  const every = setInterval(tick, 60 * 60 * 1000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
