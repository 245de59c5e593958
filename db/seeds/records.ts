import type { Knex } from 'knex';
import {
  STUDENT_STAGES,
  type AdminRole,
  type ApplicationStatus,
  type Country,
  type Priority,
  type StudentStage,
  type VisaStatus,
} from '@contract/enums';
import { addDays, between, SEED_NOW } from './clock';
import {
  makePersonalInfo,
  pickCountry,
  pickDestinationCity,
  pickFieldOfStudy,
  pickTags,
  type FieldOfStudy,
  type PersonalInfo,
} from './people';
import type { Random } from './random';

export type ScholarshipStatus = 'applied' | 'awarded' | 'declined';
export type FeeStatus = 'paid' | 'pending';

// Rows as the tables store them (snake_case), ready for a multi-row insert.
export type StudentRow = {
  id: string;
  personal_info: PersonalInfo;
  field_of_study: FieldOfStudy;
  destination_city: string;
  stage: StudentStage;
  priority: Priority;
  assigned_counselor: string | null;
  tags: string[];
  satisfaction_rating: number | null;
  scholarship_id: number | null;
  scholarship_status: ScholarshipStatus | null;
  created_at: Date;
  updated_at: Date;
};

export type ApplicationRow = {
  id: string;
  student_id: string;
  university_id: number;
  program: string;
  status: ApplicationStatus;
  application_date: string;
  deadline_date: string | null;
  decision_date: string | null;
  requirements: string[];
  application_fee: number | null;
  fee_status: FeeStatus | null;
  /** The staff member working it: the student's counselor (derived, not drawn: no other demo value moved). */
  assigned_owner: string | null;
  /** When the fee was received; set exactly when fee_status is 'paid'. Revenue is counted by it. */
  fee_paid_at: Date | null;
  /** The intake applied for ('January 2027'); the generated journeys leave it out. */
  intake?: string | null;
  created_at: Date;
  updated_at: Date;
};

export type VisaCaseRow = {
  id: string;
  student_id: string;
  visa_type: string;
  status: VisaStatus;
  appointment_date: Date | null;
  decision_date: string | null;
  requirements: string[];
  assigned_officer: string | null;
  created_at: Date;
  updated_at: Date;
};

export type ActivityRow = {
  actor_id: string | null;
  entity: 'student' | 'application' | 'visa_case';
  entity_id: string;
  action: 'created' | 'stage_changed' | 'status_changed';
  /** Each changed field as { from, to }. */
  changes: Record<string, { from: string | null; to: string }>;
  created_at: Date;
};

/** What the builders need: a random source, an id source and the ids of rows already in the database. */
export type SeedContext = {
  rng: Random;
  newId: () => string;
  universityIds: readonly number[];
  scholarshipIds: readonly number[];
  /** Who may own a student: counselors and the admissions lead. */
  counselorIds: readonly string[];
  visaOfficerIds: readonly string[];
  /** Any active staff member, for activity without an obvious owner. */
  staffIds: readonly string[];
};

/** Reads the universities, scholarships and staff the generated rows refer to. */
export async function loadSeedContext(db: Knex, rng: Random, newId: () => string): Promise<SeedContext> {
  const universities = await db('universities').select<{ id: number }[]>('id').orderBy('id');
  if (universities.length === 0) throw new Error('No universities found: seed the demo data before generating students.');
  const scholarships = await db('scholarships').select<{ id: number }[]>('id').orderBy('id');
  const staff = await db('admin_users')
    .select<{ id: string; role: AdminRole }[]>('id', 'role')
    .where({ active: true })
    .orderBy('username');
  const withRole = (...roles: AdminRole[]): string[] => staff.filter((s) => roles.includes(s.role)).map((s) => s.id);
  return {
    rng,
    newId,
    universityIds: universities.map((u) => u.id),
    scholarshipIds: scholarships.map((s) => s.id),
    counselorIds: withRole('counselor', 'admissions_lead'),
    visaOfficerIds: withRole('visa_officer'),
    staffIds: staff.map((s) => s.id),
  };
}

const STAGE_WEIGHTS: Readonly<Record<StudentStage, number>> = {
  lead: 24,
  application_in_progress: 20,
  offer: 12,
  visa: 12,
  pre_departure: 8,
  arrived: 14,
  alumni: 10,
};

/** How long ago, at least, a student at each stage first contacted the consultancy, in days. */
const MIN_AGE_DAYS: Readonly<Record<StudentStage, number>> = {
  lead: 0,
  application_in_progress: 10,
  offer: 40,
  visa: 60,
  pre_departure: 90,
  arrived: 130,
  alumni: 300,
};
/** About fourteen months of history before the seeded "today". */
const HISTORY_DAYS = 425;

export function pickStage(rng: Random): StudentStage {
  return rng.weighted(STAGE_WEIGHTS);
}

export function stageIndex(stage: StudentStage): number {
  return STUDENT_STAGES.indexOf(stage);
}

/** A moment `fraction` of the way from the student's first contact to the seeded "today". */
export function onTimeline(student: StudentRow, fraction: number): Date {
  return between(student.created_at, SEED_NOW, fraction);
}

export type StudentOptions = { stage?: StudentStage; priority?: Priority; country?: Country; emailTag?: number };

export function buildStudent(ctx: SeedContext, options: StudentOptions = {}): StudentRow {
  const { rng } = ctx;
  const country = options.country ?? pickCountry(rng);
  const stage = options.stage ?? pickStage(rng);
  const minAge = MIN_AGE_DAYS[stage];
  const createdAt = addDays(SEED_NOW, -(minAge + rng.next() * (HISTORY_DAYS - minAge)));
  const later = stageIndex(stage) > 0;
  const owned = ctx.counselorIds.length > 0 && rng.chance(later ? 0.88 : 0.5);
  const student: StudentRow = {
    id: ctx.newId(),
    personal_info: makePersonalInfo(rng, country, options.emailTag),
    field_of_study: pickFieldOfStudy(rng),
    destination_city: pickDestinationCity(rng),
    stage,
    priority: options.priority ?? rng.weighted<Priority>({ high: 25, medium: 50, low: 25 }),
    assigned_counselor: owned ? rng.pick(ctx.counselorIds) : null,
    tags: pickTags(rng, country),
    satisfaction_rating: null,
    scholarship_id: null,
    scholarship_status: null,
    created_at: createdAt,
    // Students further along were touched more recently.
    updated_at: between(createdAt, SEED_NOW, later ? 0.6 + 0.4 * rng.next() : rng.next()),
  };
  // The satisfaction survey is sent after arrival.
  if ((stage === 'arrived' || stage === 'alumni') && rng.chance(0.85)) {
    student.satisfaction_rating = rng.weightedIndex([3, 5, 12, 30, 50]) + 1;
  }
  if (ctx.scholarshipIds.length > 0 && rng.chance(0.22)) {
    student.scholarship_id = rng.pick(ctx.scholarshipIds);
    student.scholarship_status = pickScholarshipStatus(rng, stage);
  }
  return student;
}

function pickScholarshipStatus(rng: Random, stage: StudentStage): ScholarshipStatus {
  if (stageIndex(stage) <= stageIndex('application_in_progress')) return 'applied';
  if (stage === 'offer' || stage === 'visa') return rng.weighted<ScholarshipStatus>({ applied: 55, awarded: 33, declined: 12 });
  return rng.weighted<ScholarshipStatus>({ awarded: 65, declined: 35 });
}
