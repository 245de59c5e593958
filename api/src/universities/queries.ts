import type { Knex } from 'knex';
import type { IntakeMonth, Programme, ProgrammeLevel, University, UniversityDetail, UniversityOption } from '@contract';
import { PROGRAMME_LEVELS } from '@contract';

const CARD_COLUMNS = ['id', 'name', 'location', 'ranking', 'specialties', 'image', 'description', 'programs', 'students', 'type'];

/** The public partner list: every column the university cards show, alphabetically. */
export async function listUniversities(db: Knex): Promise<University[]> {
  return db('universities').select(CARD_COLUMNS).orderBy('name');
}

type ProgrammeRow = {
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

const toProgramme = (r: ProgrammeRow): Programme => ({
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

/** One partner's public page: its card fields and its programmes, from Foundation to PhD, then by name. */
export async function getUniversity(db: Knex, id: number): Promise<UniversityDetail | undefined> {
  const university = await db('universities').where({ id }).first<University | undefined>(CARD_COLUMNS);
  if (!university) return undefined;
  const rows = await db<ProgrammeRow>('programmes')
    .where({ university_id: id })
    .select('id', 'university_id', 'name', 'level', 'field', 'duration_years', 'intakes', 'tuition_per_year', 'entry_requirements')
    // One bind parameter per level: the embedded PGlite does not take a JavaScript array as a parameter.
    .orderByRaw(`array_position(array[${PROGRAMME_LEVELS.map(() => '?').join(', ')}]::text[], level), name`, [...PROGRAMME_LEVELS]);
  return { ...university, programmes: rows.map(toProgramme) };
}

/** The admin screens' university picker and name lookup: id and name only, alphabetically. */
export async function listUniversityOptions(db: Knex): Promise<UniversityOption[]> {
  return db('universities').select('id', 'name').orderBy('name');
}
