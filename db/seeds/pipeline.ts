import {
  STUDENT_STAGES,
  type ApplicationStatus,
  type StudentStage,
  type VisaStatus,
} from '@contract/enums';
import {
  pickApplicationFee,
  pickApplicationRequirements,
  pickProgram,
  pickVisaRequirements,
  pickVisaType,
} from './catalogue';
import { addDays, between, dateOnly, SEED_NOW } from './clock';
import { skewedIndex } from './people';
import {
  buildStudent,
  onTimeline,
  stageIndex,
  type ActivityRow,
  type ApplicationRow,
  type FeeStatus,
  type SeedContext,
  type StudentOptions,
  type StudentRow,
  type VisaCaseRow,
} from './records';

/** One student with everything hanging off them. */
export type Journey = {
  student: StudentRow;
  applications: ApplicationRow[];
  visaCase: VisaCaseRow | null;
  activity: ActivityRow[];
};

/** Forced values, so a small data set can still show every status. */
export type JourneyOverrides = { firstApplicationStatus?: ApplicationStatus; visaStatus?: VisaStatus };

type Weights<K extends string> = Readonly<Partial<Record<K, number>>>;
type LaterStage = Exclude<StudentStage, 'lead'>;

// The application that moved the student forward...
const FIRST_STATUS: Readonly<Record<'application_in_progress' | 'offer' | 'beyond', Weights<ApplicationStatus>>> = {
  application_in_progress: { draft: 28, submitted: 30, under_review: 34, rejected: 8 },
  offer: { conditional_offer: 50, unconditional_offer: 50 },
  beyond: { unconditional_offer: 75, conditional_offer: 25 },
};
// ...and the others they sent alongside it.
const OTHER_STATUS: typeof FIRST_STATUS = {
  application_in_progress: { draft: 25, submitted: 30, under_review: 30, rejected: 15 },
  offer: { submitted: 15, under_review: 35, conditional_offer: 20, rejected: 30 },
  beyond: { rejected: 50, conditional_offer: 25, unconditional_offer: 25 },
};
const VISA_STATUS: Readonly<Record<'offer' | 'visa' | 'beyond', Weights<VisaStatus>>> = {
  offer: { preparing: 75, submitted: 25 },
  visa: { preparing: 20, submitted: 30, interview_scheduled: 25, approved: 12, rejected: 13 },
  beyond: { approved: 1 },
};

const DECIDED: readonly ApplicationStatus[] = ['conditional_offer', 'unconditional_offer', 'rejected'];

function statusGroup(stage: LaterStage): 'application_in_progress' | 'offer' | 'beyond' {
  return stage === 'application_in_progress' || stage === 'offer' ? stage : 'beyond';
}

export function buildJourney(ctx: SeedContext, options: StudentOptions = {}, overrides: JourneyOverrides = {}): Journey {
  const student = buildStudent(ctx, options);
  const applications = buildApplications(ctx, student, overrides.firstApplicationStatus);
  const visaCase = buildVisaCase(ctx, student, overrides.visaStatus);
  return { student, applications, visaCase, activity: buildActivity(ctx, student, applications, visaCase) };
}

/** About 1.2 applications per student who has started applying; none for leads. */
export function buildApplications(ctx: SeedContext, student: StudentRow, firstStatus?: ApplicationStatus): ApplicationRow[] {
  if (student.stage === 'lead') return [];
  const { rng } = ctx;
  const group = statusGroup(student.stage);
  const count = rng.weightedIndex([82, 14, 4]) + 1;
  const usedUniversities = new Set<number>();
  const rows: ApplicationRow[] = [];
  for (let i = 0; i < count; i++) {
    const weights = i === 0 ? FIRST_STATUS[group] : OTHER_STATUS[group];
    const status = i === 0 && firstStatus ? firstStatus : rng.weighted(weights);
    let universityId = ctx.universityIds[skewedIndex(ctx.rng, ctx.universityIds.length)]!;
    if (usedUniversities.has(universityId)) universityId = rng.pick(ctx.universityIds);
    usedUniversities.add(universityId);
    rows.push(buildApplication(ctx, student, universityId, status));
  }
  return rows;
}

function buildApplication(ctx: SeedContext, student: StudentRow, universityId: number, status: ApplicationStatus): ApplicationRow {
  const { rng } = ctx;
  const applying = student.stage === 'application_in_progress';
  // Later students applied early in their journey and heard back before their visa work began.
  const appliedAt = onTimeline(student, applying ? 0.1 + 0.7 * rng.next() : 0.02 + 0.18 * rng.next());
  const decidedAt = DECIDED.includes(status)
    ? applying
      ? between(appliedAt, SEED_NOW, 0.3 + 0.6 * rng.next())
      : onTimeline(student, 0.22 + 0.18 * rng.next())
    : null;
  const { program, level } = pickProgram(rng, student.field_of_study);
  const fee = pickApplicationFee(rng);
  const feePaid = status === 'draft' ? rng.chance(0.2) : rng.chance(0.9);
  const feeStatus: FeeStatus | null = fee === null ? null : feePaid ? 'paid' : 'pending';
  return {
    id: ctx.newId(),
    student_id: student.id,
    university_id: universityId,
    program,
    status,
    application_date: dateOnly(appliedAt),
    deadline_date: rng.chance(0.6) ? dateOnly(addDays(appliedAt, rng.int(30, 120))) : null,
    decision_date: decidedAt ? dateOnly(decidedAt) : null,
    requirements: pickApplicationRequirements(rng, level),
    application_fee: fee,
    fee_status: feeStatus,
    assigned_owner: student.assigned_counselor,
    // Fees are paid when the application goes in; derived, not drawn, so adding it changed no other demo value.
    fee_paid_at: feeStatus === 'paid' ? earliest(addDays(appliedAt, 1), SEED_NOW) : null,
    created_at: appliedAt,
    updated_at: decidedAt ?? between(appliedAt, SEED_NOW, rng.next() * 0.5),
  };
}

function earliest(a: Date, b: Date): Date {
  return a < b ? a : b;
}

/** One Student Pass case per student holding an offer; its status follows the student's stage. */
export function buildVisaCase(ctx: SeedContext, student: StudentRow, forced?: VisaStatus): VisaCaseRow | null {
  if (stageIndex(student.stage) < stageIndex('offer')) return null;
  const { rng } = ctx;
  const group = student.stage === 'offer' || student.stage === 'visa' ? student.stage : 'beyond';
  const status = forced ?? rng.weighted(VISA_STATUS[group]);
  const openedAt = onTimeline(student, group === 'offer' ? 0.6 + 0.35 * rng.next() : 0.42 + 0.08 * rng.next());
  const final = status === 'approved' || status === 'rejected';
  // Cases still open at the visa stage were decided lately; older students' cases long ago.
  const decidedAt = final ? onTimeline(student, group === 'visa' ? 0.85 + 0.13 * rng.next() : 0.72 + 0.13 * rng.next()) : null;
  let appointment: Date | null = null;
  if (status === 'interview_scheduled' || (status === 'submitted' && rng.chance(0.3))) {
    appointment = upcomingAppointment(ctx, status === 'interview_scheduled' ? 28 : 40);
  } else if (final && decidedAt && rng.chance(0.6)) {
    appointment = between(openedAt, decidedAt, 0.5 + 0.4 * rng.next());
  }
  return {
    id: ctx.newId(),
    student_id: student.id,
    visa_type: pickVisaType(rng),
    status,
    appointment_date: appointment,
    decision_date: decidedAt ? dateOnly(decidedAt) : null,
    requirements: pickVisaRequirements(rng),
    assigned_officer: ctx.visaOfficerIds.length > 0 && rng.chance(0.85) ? rng.pick(ctx.visaOfficerIds) : null,
    created_at: openedAt,
    updated_at: decidedAt ?? between(openedAt, SEED_NOW, 0.3 + 0.7 * rng.next()),
  };
}

/** An embassy slot within the coming weeks, in office hours (East Africa time, UTC+3). */
function upcomingAppointment(ctx: SeedContext, withinDays: number): Date {
  const day = addDays(SEED_NOW, ctx.rng.int(2, withinDays));
  day.setUTCHours(ctx.rng.int(6, 12), ctx.rng.pick([0, 15, 30, 45]), 0, 0);
  return day;
}

const PREVIOUS_APPLICATION_STATUS: Readonly<Record<ApplicationStatus, ApplicationStatus | null>> = {
  draft: null,
  submitted: 'draft',
  under_review: 'submitted',
  conditional_offer: 'under_review',
  unconditional_offer: 'under_review',
  rejected: 'under_review',
};
const PREVIOUS_VISA_STATUS: Readonly<Record<VisaStatus, VisaStatus | null>> = {
  preparing: null,
  submitted: 'preparing',
  interview_scheduled: 'submitted',
  approved: 'submitted',
  rejected: 'submitted',
};

/** The student's creation, then the latest change on their file: about 1.7 rows per student. */
export function buildActivity(
  ctx: SeedContext,
  student: StudentRow,
  applications: readonly ApplicationRow[],
  visaCase: VisaCaseRow | null,
): ActivityRow[] {
  const { rng } = ctx;
  const anyStaff = (): string | null => (ctx.staffIds.length > 0 ? rng.pick(ctx.staffIds) : null);
  const owner = student.assigned_counselor ?? anyStaff();
  const rows: ActivityRow[] = [
    {
      actor_id: owner,
      entity: 'student',
      entity_id: student.id,
      action: 'created',
      changes: { stage: { from: null, to: 'lead' } },
      created_at: student.created_at,
    },
  ];
  const visaFrom = visaCase ? PREVIOUS_VISA_STATUS[visaCase.status] : null;
  const application = applications.find((a) => PREVIOUS_APPLICATION_STATUS[a.status] !== null);
  if (visaCase && visaFrom && rng.chance(0.5)) {
    rows.push({
      actor_id: visaCase.assigned_officer ?? anyStaff(),
      entity: 'visa_case',
      entity_id: visaCase.id,
      action: 'status_changed',
      changes: { status: { from: visaFrom, to: visaCase.status } },
      created_at: visaCase.updated_at,
    });
  } else if (application) {
    rows.push({
      actor_id: owner,
      entity: 'application',
      entity_id: application.id,
      action: 'status_changed',
      changes: { status: { from: PREVIOUS_APPLICATION_STATUS[application.status], to: application.status } },
      created_at: application.updated_at,
    });
  } else if (student.stage !== 'lead') {
    const from = stageIndex(student.stage) - 1;
    rows.push({
      actor_id: owner,
      entity: 'student',
      entity_id: student.id,
      action: 'stage_changed',
      changes: { stage: { from: STUDENT_STAGES[from] ?? null, to: student.stage } },
      created_at: student.updated_at,
    });
  }
  return rows;
}
