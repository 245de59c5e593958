// The vocabulary of the figures (docs/METRICS.md): which stages and statuses count as what. Bound into SQL as
// text[] parameters, so the definitions live here once and the counting stays in Postgres.
import { STUDENT_STAGES, type ApplicationStatus, type StudentStage } from '@contract';

const from = (stage: StudentStage): StudentStage[] => STUDENT_STAGES.slice(STUDENT_STAGES.indexOf(stage));

/** Students who have started applying: every stage from application_in_progress on. */
export const APPLIED_STAGES = from('application_in_progress');
/** Students holding an offer, or further along. */
export const OFFERED_STAGES = from('offer');
/** Students who have arrived in Malaysia (arrived, alumni). */
export const ARRIVED_STAGES = from('arrived');
/** A journey is active until the student becomes an alumnus. */
export const ACTIVE_STAGES = STUDENT_STAGES.filter((s) => s !== 'alumni');

export const OFFER_STATUSES: ApplicationStatus[] = ['conditional_offer', 'unconditional_offer'];
/** Applications the university has answered. */
export const DECIDED_STATUSES: ApplicationStatus[] = [...OFFER_STATUSES, 'rejected'];

/** A whole-number percentage in SQL: round(100 × part / whole), and 0 when the whole is 0. */
export function percentSql(part: string, whole: string): string {
  return `coalesce(round(100.0 * (${part}) / nullif(${whole}, 0)), 0)::int`;
}
