import type { Knex } from 'knex';
import type { IntakeMonth, Programme, ProgrammeLevel, ProgrammeOffer, ProgrammeOption, University, UniversityDetail, UniversityListing, UniversityOption } from '@contract';
import { PROGRAMME_LEVELS } from '@contract';
import { NotFoundError } from '../data/errors';
import { PICTURE_COLUMNS, pictureOf, withPicture } from './image-queries';

const CARD_COLUMNS = ['id', 'name', 'location', 'ranking', 'specialties', 'image', 'description', 'programs', 'students', 'type'].map((c) => `universities.${c}`);

type CardRow = Omit<University, 'picture'> & { image_key: string | null; image_width: number | null; image_height: number | null };

/** The universities not archived, with every column a card shows and the uploaded picture's size. */
const cards = (db: Knex) => withPicture(db('universities')).where('universities.archived', false).select<CardRow[]>([...CARD_COLUMNS, ...PICTURE_COLUMNS]);

/** Groups rows by their university id, keeping their order. */
function byUniversity<T>(rows: readonly (T & { university_id: number })[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const { university_id, ...rest } of rows) {
    const group = groups.get(university_id) ?? [];
    group.push(rest as unknown as T);
    groups.set(university_id, group);
  }
  return groups;
}

/**
 * The public partner list: every column the university cards show, alphabetically, and what the listed programmes
 * of each offer (distinct level-and-field pairs, by level then field) for the page's level and field filters.
 * Archived universities and programmes are not shown.
 */
export async function listUniversities(db: Knex): Promise<UniversityListing[]> {
  const [universities, offers] = await Promise.all([
    cards(db).orderBy('universities.name'),
    byLevel(
      db('programmes').where({ archived: false }).select<(ProgrammeOffer & { university_id: number })[]>('university_id', 'level', 'field').groupBy('university_id', 'level', 'field'),
      'field',
    ),
  ]);
  const offersOf = byUniversity<ProgrammeOffer>(offers);
  return universities.map((u) => ({ ...pictureOf(u), offers: offersOf.get(u.id) ?? [] }));
}

/** Orders programme rows from Foundation to PhD, then by the given column. */
function byLevel<Q extends Knex.QueryBuilder>(query: Q, then: string): Q {
  // One bind parameter per level: the embedded PGlite does not take a JavaScript array as a parameter.
  return query.orderByRaw(`array_position(array[${PROGRAMME_LEVELS.map(() => '?').join(', ')}]::text[], level), ??`, [...PROGRAMME_LEVELS, then]) as Q;
}

export type ProgrammeRow = {
  id: number;
  university_id: number;
  name: string;
  level: ProgrammeLevel;
  field: string;
  duration_years: string; // numeric: pg hands decimals over as text
  intakes: IntakeMonth[];
  tuition_per_year: number;
  entry_requirements: string[];
};

export const PROGRAMME_COLUMNS = ['id', 'university_id', 'name', 'level', 'field', 'duration_years', 'intakes', 'tuition_per_year', 'entry_requirements'] as const;

export const toProgramme = (r: ProgrammeRow): Programme => ({
  id: r.id,
  universityId: r.university_id,
  name: r.name,
  level: r.level,
  field: r.field,
  durationYears: Number(r.duration_years),
  intakes: r.intakes,
  tuitionPerYear: r.tuition_per_year,
  entryRequirements: r.entry_requirements,
});

/** A university's programmes from Foundation to PhD, then by name. */
export function programmesOf(db: Knex, universityId: number) {
  return byLevel(db('programmes').where({ university_id: universityId }), 'name');
}

/** One partner's public page: its card fields and its programmes not archived; an archived university has none. */
export async function getUniversity(db: Knex, id: number): Promise<UniversityDetail | undefined> {
  const [row] = (await cards(db).where('universities.id', id)) as CardRow[];
  if (!row) return undefined;
  const university = pictureOf(row);
  const rows = await programmesOf(db, id).where({ archived: false }).select<ProgrammeRow[]>(PROGRAMME_COLUMNS);
  return { ...university, programmes: rows.map(toProgramme) };
}

/**
 * The admin screens' university picker and name lookup, alphabetically: every university (archived ones too, as
 * applications keep naming them) with its listed programmes' names and levels, by level then name.
 */
export async function listUniversityOptions(db: Knex): Promise<UniversityOption[]> {
  const [universities, programmes] = await Promise.all([
    db('universities').select<Omit<UniversityOption, 'programmes'>[]>('id', 'name', 'archived').orderBy('name'),
    byLevel(db('programmes').where({ archived: false }).select<(ProgrammeOption & { university_id: number })[]>('university_id', 'name', 'level'), 'name'),
  ]);
  const programmesOfUniversity = byUniversity<ProgrammeOption>(programmes);
  return universities.map((u) => ({ ...u, programmes: programmesOfUniversity.get(u.id) ?? [] }));
}

const NOT_A_PARTNER = 'There is no partner university at this address: it may have been removed. See all our partner universities instead.';

/**
 * GET /api/universities/:id, and the server-rendered page that shows it: the id as a path holds it (digits, within
 * Postgres's integer range). Anything else names no university, so it is the same 404 as an unknown id.
 */
export async function readPartnerUniversity(db: Knex, param: string | undefined): Promise<UniversityDetail> {
  const id = param && /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2_147_483_647 ? Number(param) : undefined;
  const university = id === undefined ? undefined : await getUniversity(db, id);
  if (!university) throw new NotFoundError(NOT_A_PARTNER);
  return university;
}
