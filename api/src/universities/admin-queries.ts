import type { Knex } from 'knex';
import type { AdminUniversity, AdminUniversityDetail, Page, UniversityCreateInput, UniversityPatchInput } from '@contract';
import { recordActivity } from '../crm-writes/audit';
import { withDomainErrors } from '../data/db-errors';
import { ConflictError, recordNotFound } from '../data/errors';
import { versionedUpdate } from '../data/versioned-update';
import { PICTURE_COLUMNS, pictureOf, refuseUnknownImage, withPicture } from './image-queries';
import { listAdminProgrammes } from './programme-queries';

// Partner universities as Mission Control writes them (docs/PRODUCT.md §3.15). Each write bumps the content version
// (the table's trigger), so the public pages and the sitemap show it on the next request.

type Row = Omit<AdminUniversity, 'updatedAt' | 'picture'> & { updated_at: Date; image_key: string | null; image_width: number | null; image_height: number | null };

const COLUMNS = [
  ...['id', 'name', 'location', 'ranking', 'specialties', 'image', 'description', 'programs', 'students', 'type', 'archived', 'version', 'updated_at'].map((c) => `universities.${c}`),
  ...PICTURE_COLUMNS,
];

const toAdminUniversity = ({ updated_at, ...r }: Row): AdminUniversity => ({ ...pictureOf(r), updatedAt: updated_at.toISOString() });

/** Universities with their picture; `where` on their own columns names them `universities.…`. */
const selectRows = (db: Knex) => withPicture(db('universities')).select<Row[]>(COLUMNS);

const likeOf = (search: string) => `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every university, archived ones included unless `archived` says which; `search` in the name or the location. */
export async function listAdminUniversities(db: Knex, { search, archived }: { search?: string; archived?: boolean }): Promise<Page<AdminUniversity>> {
  const query = selectRows(db).orderBy([{ column: 'universities.name' }, { column: 'universities.id' }]);
  if (archived !== undefined) query.where('universities.archived', archived);
  if (search?.trim()) query.where((q) => q.whereILike('universities.name', likeOf(search)).orWhereILike('universities.location', likeOf(search)));
  const items = ((await query) as Row[]).map(toAdminUniversity);
  return { items, total: items.length, totalAll: items.length, nextCursor: null };
}

async function readRow(db: Knex, id: number): Promise<AdminUniversity> {
  const [row] = (await selectRows(db).where('universities.id', id)) as Row[];
  if (!row) throw recordNotFound('university');
  return toAdminUniversity(row);
}

/** One university with all its programmes, archived ones included. */
export async function readAdminUniversity(db: Knex, id: number): Promise<AdminUniversityDetail> {
  const university = await readRow(db, id);
  const { items } = await listAdminProgrammes(db, { universityId: id });
  return { ...university, programmes: items };
}

/** The table's columns of a create or a patch: the fields given, `imageKey` as `image_key`. */
const columnsOf = ({ imageKey, ...input }: Partial<Omit<UniversityCreateInput, 'id'>>) =>
  Object.fromEntries(Object.entries({ ...input, image_key: imageKey }).filter(([, value]) => value !== undefined));

async function refuseTakenName(trx: Knex, name: string | undefined, id?: number): Promise<void> {
  if (name === undefined) return;
  const taken = await trx('universities').whereRaw('lower(name) = lower(?)', [name]).whereNot('id', id ?? 0).first('id');
  if (taken) throw new ConflictError(`A university named “${name}” is already listed: edit that one instead.`, { field: 'name' });
}

/** Creates a university; the editor's id makes a resent create answer the stored one (created: false). */
export async function createUniversity(db: Knex, { id: clientId, ...input }: UniversityCreateInput, actorId: string, now = new Date()): Promise<{ university: AdminUniversity; created: boolean }> {
  return withDomainErrors(() =>
    db.transaction(async (trx) => {
      const existing = await trx('universities').where({ client_id: clientId }).first<{ id: number } | undefined>('id');
      if (existing) return { university: await readRow(trx, existing.id), created: false };
      await refuseTakenName(trx, input.name);
      await refuseUnknownImage(trx, input.imageKey);
      const [row] = await trx('universities')
        .insert({ ...columnsOf(input), client_id: clientId, updated_at: now })
        .returning<{ id: number }[]>('id');
      const university = await readRow(trx, row!.id);
      await recordActivity(trx, { actorId, entity: 'university', entityId: String(university.id), action: 'created', before: null, after: university });
      return { university, created: true };
    }),
  );
}

/** Edits (or archives, or restores) a university at the version the editor saw (data/versioned-update.ts: 409 with the current one otherwise). */
export async function updateUniversity(db: Knex, id: number, { version, ...patch }: UniversityPatchInput, actorId: string, now = new Date()): Promise<AdminUniversity> {
  const { item } = await versionedUpdate<{ version: number; image_key: string | null }, AdminUniversity, typeof patch>(db, {
    table: 'universities',
    id,
    noun: 'university',
    version,
    now,
    read: (trx) => readRow(trx, id),
    changes: patch,
    // The picture is shown as `picture`; the key sent is compared with the one stored.
    stored: (current, locked) => ({ ...current, imageKey: locked.image_key }),
    check: async (trx) => {
      await refuseTakenName(trx, patch.name, id);
      await refuseUnknownImage(trx, patch.imageKey);
    },
    columns: (changed) => columnsOf(changed),
    audit: (trx, before, after) => recordActivity(trx, { actorId, entity: 'university', entityId: String(id), action: 'updated', before, after }),
  });
  return item;
}
