import type { Knex } from 'knex';
import type { IntakeMonth, Programme, ProgrammeLevel, University, UniversityDetail, UniversityOption } from '@contract';
import { PROGRAMME_LEVELS } from '@contract';
import { PICTURE_COLUMNS, pictureOf, withPicture } from './image-queries';

const CARD_COLUMNS = ['id', 'name', 'location', 'ranking', 'specialties', 'image', 'description', 'programs', 'students', 'type'].map((c) => `universities.${c}`);

type CardRow = Omit<University, 'picture'> & { image_key: string | null; image_width: number | null; image_height: number | null };

/** The universities not archived, with every column a card shows and the uploaded picture's size. */
const cards = (db: Knex) => withPicture(db('universities')).where('universities.archived', false).select<CardRow[]>([...CARD_COLUMNS, ...PICTURE_COLUMNS]);

/** The public partner list: every column the university cards show, alphabetically; archived ones are not shown. */
export async function listUniversities(db: Knex): Promise<University[]> {
  const rows: CardRow[] = await cards(db).orderBy('universities.name');
  return rows.map(pictureOf);
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
  return (
    db('programmes')
      .where({ university_id: universityId })
      // One bind parameter per level: the embedded PGlite does not take a JavaScript array as a parameter.
      .orderByRaw(`array_position(array[${PROGRAMME_LEVELS.map(() => '?').join(', ')}]::text[], level), name`, [...PROGRAMME_LEVELS])
  );
}

/** One partner's public page: its card fields and its programmes not archived; an archived university has none. */
export async function getUniversity(db: Knex, id: number): Promise<UniversityDetail | undefined> {
  const [row] = (await cards(db).where('universities.id', id)) as CardRow[];
  if (!row) return undefined;
  const university = pictureOf(row);
  const rows = await programmesOf(db, id).where({ archived: false }).select<ProgrammeRow[]>(PROGRAMME_COLUMNS);
  return { ...university, programmes: rows.map(toProgramme) };
}

/** The admin screens' university picker and name lookup: id and name only, alphabetically. */
export async function listUniversityOptions(db: Knex): Promise<UniversityOption[]> {
  return db('universities').select('id', 'name').orderBy('name');
}
