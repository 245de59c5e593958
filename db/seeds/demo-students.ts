import {
  COUNTRIES,
  PRIORITIES,
  STUDENT_STAGES,
  type ApplicationStatus,
  type StudentStage,
  type VisaStatus,
} from '@contract/enums';
import { buildJourney, type Journey } from './pipeline';
import { pickStage, type SeedContext } from './records';

/** With the portal student this makes 150 demo students. */
export const DEMO_STUDENT_COUNT = 149;

// The first students of a stage take these statuses in turn, so that 150 students show every one.
const APPLICATION_STATUS_CYCLE: Readonly<Partial<Record<StudentStage, readonly ApplicationStatus[]>>> = {
  application_in_progress: ['draft', 'submitted', 'under_review', 'rejected'],
  offer: ['conditional_offer', 'unconditional_offer'],
};
const VISA_STATUS_CYCLE: Readonly<Partial<Record<StudentStage, readonly VisaStatus[]>>> = {
  visa: ['preparing', 'submitted', 'interview_scheduled', 'approved', 'rejected'],
};

/**
 * The demo students with their applications and visa cases. The first few take each stage, priority
 * and country in turn; names that are already taken (or the portal student's) are drawn again.
 */
export function buildDemoJourneys(ctx: SeedContext, reservedNames: readonly string[]): Journey[] {
  const journeys: Journey[] = [];
  const names = new Set(reservedNames);
  const emails = new Set<string>();
  const seenPerStage = new Map<StudentStage, number>();
  for (let i = 0; i < DEMO_STUDENT_COUNT; i++) {
    const stage = STUDENT_STAGES[i] ?? pickStage(ctx.rng);
    const nth = seenPerStage.get(stage) ?? 0;
    seenPerStage.set(stage, nth + 1);
    const options = { stage, priority: PRIORITIES[i], country: COUNTRIES[i] };
    const overrides = {
      firstApplicationStatus: APPLICATION_STATUS_CYCLE[stage]?.[nth],
      visaStatus: VISA_STATUS_CYCLE[stage]?.[nth],
    };
    let journey = buildJourney(ctx, options, overrides);
    while (names.has(journey.student.personal_info.name) || emails.has(journey.student.personal_info.email)) {
      journey = buildJourney(ctx, options, overrides);
    }
    names.add(journey.student.personal_info.name);
    emails.add(journey.student.personal_info.email);
    journeys.push(journey);
  }
  return journeys;
}
