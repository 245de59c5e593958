import type { Knex } from 'knex';
import type { AdminScholarship, Page, ScholarshipCreateInput, ScholarshipPatchInput } from '@contract';
import { recordActivity } from '../crm-writes/audit';
import { withDomainErrors } from '../data/db-errors';
import { InvalidInputError, recordNotFound } from '../data/errors';
import { versionedUpdate } from '../data/versioned-update';

// Scholarships as Mission Control writes them (docs/PRODUCT.md §3.14). Each write bumps the content version (the
// table's trigger), so the public page shows it on the next request.

type Row = {
  id: number;
  title: string;
  provider: string;
  amount: string;
  coverage: string;
  deadline: string;
  deadline_date: string | null;
  eligibility: string[];
  programs: string[];
  color: string;
  archived: boolean;
  version: number;
  updated_at: Date;
};

const columns = (db: Knex) =>
  ['id', 'title', 'provider', 'amount', 'coverage', 'deadline', db.raw(`to_char(deadline_date, 'YYYY-MM-DD') as deadline_date`), 'eligibility', 'programs', 'color', 'archived', 'version', 'updated_at'];

const toAdminScholarship = (r: Row): AdminScholarship => ({
  id: r.id,
  title: r.title,
  provider: r.provider,
  amount: r.amount,
  coverage: r.coverage,
  deadlineNote: r.deadline,
  deadlineDate: r.deadline_date,
  eligibility: r.eligibility,
  levels: r.programs as AdminScholarship['levels'],
  color: r.color as AdminScholarship['color'],
  archived: r.archived,
  version: r.version,
  updatedAt: r.updated_at.toISOString(),
});

/** Every scholarship, the archived ones only when asked; `search` in the title or the provider. */
export async function listAdminScholarships(db: Knex, { search, archived }: { search?: string; archived?: boolean }): Promise<Page<AdminScholarship>> {
  const query = db('scholarships').select<Row[]>(columns(db)).orderBy([{ column: 'archived', order: 'asc' }, { column: 'id', order: 'asc' }]);
  if (!archived) query.where({ archived: false });
  if (search?.trim()) {
    const pattern = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query.where((q) => q.whereILike('title', pattern).orWhereILike('provider', pattern));
  }
  const items = (await query).map(toAdminScholarship);
  return { items, total: items.length, totalAll: items.length, nextCursor: null };
}

export async function readAdminScholarship(db: Knex, id: number): Promise<AdminScholarship> {
  const row = await db('scholarships').where({ id }).first<Row | undefined>(columns(db));
  if (!row) throw recordNotFound('scholarship');
  return toAdminScholarship(row);
}

const columnsOf = (input: Partial<Omit<ScholarshipCreateInput, 'id'>>) => ({
  ...(input.title !== undefined && { title: input.title }),
  ...(input.provider !== undefined && { provider: input.provider }),
  ...(input.amount !== undefined && { amount: input.amount }),
  ...(input.coverage !== undefined && { coverage: input.coverage }),
  ...(input.deadlineNote !== undefined && { deadline: input.deadlineNote }),
  ...(input.deadlineDate !== undefined && { deadline_date: input.deadlineDate }),
  ...(input.eligibility !== undefined && { eligibility: input.eligibility }),
  ...(input.levels !== undefined && { programs: input.levels }),
  ...(input.color !== undefined && { color: input.color }),
  ...(input.archived !== undefined && { archived: input.archived }),
});

const fieldError = (field: string, message: string) => new InvalidInputError(message, [{ field, message }]);

/** Titles are unique (the enquiry form names a scholarship by it): a clash is said next to the field. */
async function assertTitleFree(trx: Knex.Transaction, title: string, id: number | null): Promise<void> {
  const clash = await trx('scholarships').whereRaw('lower(title) = lower(?)', [title]).modify((q) => (id === null ? q : q.whereNot({ id }))).first('id');
  if (clash) throw fieldError('title', 'Another scholarship already has this title.');
}

/** Creates a scholarship; the editor's id makes a resent create answer the stored one (created: false). */
export async function createScholarship(db: Knex, { id: clientId, ...input }: ScholarshipCreateInput, actorId: string, now = new Date()): Promise<{ scholarship: AdminScholarship; created: boolean }> {
  return withDomainErrors(() =>
    db.transaction(async (trx) => {
      const existing = await trx('scholarships').where({ client_id: clientId }).first<Row | undefined>(columns(trx));
      if (existing) return { scholarship: toAdminScholarship(existing), created: false };
      await assertTitleFree(trx, input.title, null);
      const [{ id } = { id: 0 }] = await trx('scholarships')
        .insert({ ...columnsOf(input), client_id: clientId, created_at: now, updated_at: now })
        .returning<{ id: number }[]>(['id']);
      const scholarship = await readAdminScholarship(trx, id);
      await recordActivity(trx, { actorId, entity: 'scholarship', entityId: String(id), action: 'created', before: null, after: scholarship });
      return { scholarship, created: true };
    }),
  );
}

/** Edits (or archives, or restores) a scholarship at the version the editor saw (data/versioned-update.ts: 409 with the current one otherwise). */
export async function updateScholarship(db: Knex, id: number, { version, ...patch }: ScholarshipPatchInput, actorId: string, now = new Date()): Promise<AdminScholarship> {
  const { item } = await versionedUpdate<{ version: number }, AdminScholarship, typeof patch>(db, {
    table: 'scholarships',
    id,
    noun: 'scholarship',
    version,
    now,
    read: (trx) => readAdminScholarship(trx, id),
    changes: patch,
    check: async (trx, { current }) => {
      if (patch.title !== undefined) await assertTitleFree(trx, patch.title, id);
      const merged = { ...current, ...patch };
      if (merged.deadlineNote === '' && merged.deadlineDate === null) {
        throw fieldError('deadlineDate', 'Choose the deadline date, or describe the deadline (e.g. Rolling).');
      }
    },
    columns: (changed) => columnsOf(changed),
    audit: (trx, before, after) => recordActivity(trx, { actorId, entity: 'scholarship', entityId: String(id), action: 'updated', before, after }),
  });
  return item;
}
