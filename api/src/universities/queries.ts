import type { Knex } from 'knex';
import type { IntakeMonth, Programme, ProgrammeLevel, University, UniversityDetail, UniversityOption } from '@contract';
import { PROGRAMME_LEVELS } from '@contract';

export const CARD_COLUMNS = ['id', 'name', 'location', 'ranking', 'specialties', 'image', 'description', 'programs', 'students', 'type'];

/** The public partner list: every column the university cards show, alphabetically; archived ones are not shown. */
export async function listUniversities(db: Knex): Promise<University[]> {
  return db('universities').where({ archived: false }).select(CARD_COLUMNS).orderBy('name');
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
  const university = await db('universities').where({ id, archived: false }).first<University | undefined>(CARD_COLUMNS);
  if (!university) return undefined;
  const rows = await programmesOf(db, id).where({ archived: false }).select<ProgrammeRow[]>(PROGRAMME_COLUMNS);
  return { ...university, programmes: rows.map(toProgramme) };
}

/** The admin screens' university picker and name lookup: id and name only, alphabetically. */
export async function listUniversityOptions(db: Knex): Promise<UniversityOption[]> {
  return db('universities').select('id', 'name').orderBy('name');
}
