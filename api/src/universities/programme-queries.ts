import type { Knex } from 'knex';
import type { AdminProgramme, Page, ProgrammeCreateInput, ProgrammeLevel, ProgrammePatchInput } from '@contract';
import { PROGRAMME_LEVELS } from '@contract';
import { recordActivity } from '../crm-writes/audit';
import { withDomainErrors } from '../data/db-errors';
import { ConflictError, InvalidReferenceError, recordNotFound } from '../data/errors';
import { versionedUpdate } from '../data/versioned-update';
import { toProgramme, type ProgrammeRow } from './queries';

// Programmes as Mission Control writes them (docs/PRODUCT.md §3.15); a write bumps the content version (trigger).

type Row = ProgrammeRow & { university_name: string; archived: boolean; version: number; updated_at: Date };

const COLUMNS = [
  'p.id', 'p.university_id', 'p.name', 'p.level', 'p.field', 'p.duration_years', 'p.intakes', 'p.tuition_per_year',
  'p.entry_requirements', 'p.archived', 'p.version', 'p.updated_at', 'u.name as university_name',
] as const;

const toAdminProgramme = (r: Row): AdminProgramme => ({
  ...toProgramme(r),
  universityName: r.university_name,
  archived: r.archived,
  version: r.version,
  updatedAt: r.updated_at.toISOString(),
});

const selectProgrammes = (db: Knex) =>
  db('programmes as p')
    .join('universities as u', 'u.id', 'p.university_id')
    .select<Row[]>(COLUMNS)
    // One bind parameter per level: the embedded PGlite does not take a JavaScript array as a parameter.
    .orderByRaw(`u.name, array_position(array[${PROGRAMME_LEVELS.map(() => '?').join(', ')}]::text[], p.level), p.name`, [...PROGRAMME_LEVELS]);

export type ProgrammeListQuery = { universityId?: number; search?: string; level?: ProgrammeLevel; archived?: boolean };

/** Programmes by university, level and name; `search` in the programme's name or field. */
export async function listAdminProgrammes(db: Knex, { universityId, search, level, archived }: ProgrammeListQuery): Promise<Page<AdminProgramme>> {
  const query = selectProgrammes(db);
  if (universityId !== undefined) query.where('p.university_id', universityId);
  if (level) query.where('p.level', level);
  if (archived !== undefined) query.where('p.archived', archived);
  if (search?.trim()) {
    const like = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query.where((q) => q.whereILike('p.name', like).orWhereILike('p.field', like));
  }
  const items = (await query).map(toAdminProgramme);
  return { items, total: items.length, totalAll: items.length, nextCursor: null };
}

async function readRow(db: Knex, where: Record<string, unknown>): Promise<AdminProgramme | undefined> {
  const row = await selectProgrammes(db).where(where).first();
  return row && toAdminProgramme(row as Row);
}

export async function readAdminProgramme(db: Knex, id: number): Promise<AdminProgramme> {
  const programme = await readRow(db, { 'p.id': id });
  if (!programme) throw recordNotFound('programme');
  return programme;
}

const columnsOf = (input: Partial<Omit<ProgrammeCreateInput, 'id'>>) => ({
  ...(input.universityId !== undefined && { university_id: input.universityId }),
  ...(input.name !== undefined && { name: input.name }),
  ...(input.level !== undefined && { level: input.level }),
  ...(input.field !== undefined && { field: input.field }),
  ...(input.durationYears !== undefined && { duration_years: input.durationYears }),
  ...(input.intakes !== undefined && { intakes: input.intakes }),
  ...(input.tuitionPerYear !== undefined && { tuition_per_year: input.tuitionPerYear }),
  ...(input.entryRequirements !== undefined && { entry_requirements: input.entryRequirements }),
  ...(input.archived !== undefined && { archived: input.archived }),
});

async function refuseTwin(trx: Knex, universityId: number, level: string, name: string, id?: number): Promise<void> {
  const twin = await trx('programmes').where({ university_id: universityId, level }).whereRaw('lower(name) = lower(?)', [name]).whereNot('id', id ?? 0).first('id');
  if (twin) throw new ConflictError(`This university already lists a ${level} programme named “${name}”: edit that one instead.`, { field: 'name' });
}

/** Creates a programme; the editor's id makes a resent create answer the stored one (created: false). */
export async function createProgramme(db: Knex, { id: clientId, ...input }: ProgrammeCreateInput, actorId: string, now = new Date()): Promise<{ programme: AdminProgramme; created: boolean }> {
  return withDomainErrors(() =>
    db.transaction(async (trx) => {
      const existing = await readRow(trx, { 'p.client_id': clientId });
      if (existing) return { programme: existing, created: false };
      const university = await trx('universities').where({ id: input.universityId }).first<{ archived: boolean } | undefined>('archived');
      if (!university) throw new InvalidReferenceError('This university is not listed: choose one from the list.', { field: 'universityId' });
      if (university.archived) {
        throw new InvalidReferenceError('This university is archived: restore it before adding programmes to it.', { field: 'universityId' });
      }
      await refuseTwin(trx, input.universityId, input.level, input.name);
      const [row] = await trx('programmes').insert({ ...columnsOf(input), client_id: clientId, created_at: now, updated_at: now }).returning<{ id: number }[]>('id');
      const programme = (await readRow(trx, { 'p.id': row!.id }))!;
      await recordActivity(trx, { actorId, entity: 'programme', entityId: String(programme.id), action: 'created', before: null, after: programme });
      return { programme, created: true };
    }),
  );
}

/** Edits (or archives, or restores) a programme at the version the editor saw (data/versioned-update.ts: 409 with the current one otherwise). */
export async function updateProgramme(db: Knex, id: number, { version, ...patch }: ProgrammePatchInput, actorId: string, now = new Date()): Promise<AdminProgramme> {
  const { item } = await versionedUpdate<{ version: number }, AdminProgramme, typeof patch>(db, {
    table: 'programmes',
    id,
    noun: 'programme',
    version,
    now,
    read: (trx) => readRow(trx, { 'p.id': id }),
    changes: patch,
    check: async (trx, { current }) => {
      if (patch.name !== undefined || patch.level !== undefined) await refuseTwin(trx, current.universityId, patch.level ?? current.level, patch.name ?? current.name, id);
    },
    columns: (changed) => columnsOf(changed),
    audit: (trx, before, after) => recordActivity(trx, { actorId, entity: 'programme', entityId: String(id), action: 'updated', before, after }),
  });
  return item;
}
