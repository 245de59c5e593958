// The allowed moves between CRM states, written once: the server refuses the others (422) and the Update Status
// control offers only these. No zod here, so any screen can import it cheaply.
import {
  APPLICATION_STATUS_LABELS,
  STAGE_LABELS,
  STUDENT_STAGES,
  VISA_STATUS_LABELS,
  type ApplicationStatus,
  type StudentStage,
  type VisaStatus,
} from './enums';

export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  draft: ['submitted'],
  submitted: ['under_review'],
  under_review: ['conditional_offer', 'unconditional_offer', 'rejected'],
  conditional_offer: ['unconditional_offer', 'rejected'],
  unconditional_offer: [],
  rejected: [],
};

export const VISA_TRANSITIONS: Record<VisaStatus, readonly VisaStatus[]> = {
  preparing: ['submitted'],
  submitted: ['interview_scheduled', 'approved', 'rejected'],
  interview_scheduled: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

/**
 * A student moves forward along the journey, skipping stages if the counselor learns of progress late, and
 * back exactly one stage to correct a mistake.
 */
export function nextStudentStages(from: StudentStage): StudentStage[] {
  const at = STUDENT_STAGES.indexOf(from);
  return STUDENT_STAGES.filter((_, i) => i > at || i === at - 1);
}

export function nextApplicationStatuses(from: ApplicationStatus): ApplicationStatus[] {
  return [...APPLICATION_TRANSITIONS[from]];
}

export function nextVisaStatuses(from: VisaStatus): VisaStatus[] {
  return [...VISA_TRANSITIONS[from]];
}

/** The state every new record starts in: a create names it or leaves it out; later states are reached by moves. */
export const STARTING_STATES = { student: 'lead', application: 'draft', visa_case: 'preparing' } as const;

/** What a transition moves, and the state type of each. */
export type TransitionSubject = 'student' | 'application' | 'visa_case';
type StateOf = { student: StudentStage; application: ApplicationStatus; visa_case: VisaStatus };

export function isAllowedTransition<S extends TransitionSubject>(subject: S, from: StateOf[S], to: StateOf[S]): boolean {
  if (from === to) return true; // not a move: saving other fields keeps the state
  if (subject === 'student') return nextStudentStages(from as StudentStage).includes(to as StudentStage);
  if (subject === 'application') return APPLICATION_TRANSITIONS[from as ApplicationStatus].includes(to as ApplicationStatus);
  return VISA_TRANSITIONS[from as VisaStatus].includes(to as VisaStatus);
}

const NOUNS: Record<TransitionSubject, string> = { student: 'A student', application: 'An application', visa_case: 'A visa case' };

function stateWord(subject: TransitionSubject, state: string): string {
  const labels: Record<string, string> =
    subject === 'student' ? STAGE_LABELS : subject === 'application' ? APPLICATION_STATUS_LABELS : VISA_STATUS_LABELS;
  return (labels[state] ?? state).toLowerCase();
}

/** The refusal a person reads, e.g. "A visa case cannot go from preparing to approved." */
export function transitionRefusal<S extends TransitionSubject>(subject: S, from: StateOf[S], to: StateOf[S]): string {
  const base = `${NOUNS[subject]} cannot go from ${stateWord(subject, from)} to ${stateWord(subject, to)}.`;
  if (subject !== 'student') {
    const next = subject === 'application' ? APPLICATION_TRANSITIONS[from as ApplicationStatus] : VISA_TRANSITIONS[from as VisaStatus];
    if (next.length === 0) return `${base} ${stateWord(subject, from).replace(/^./, (c) => c.toUpperCase())} is final.`;
    return base;
  }
  return `${base} A student can only go back one stage.`;
}

/** The refusal of a create in a later state, e.g. "A new visa case starts as preparing, not approved. Save it, then move it on." */
export function startRefusal<S extends TransitionSubject>(subject: S, state: StateOf[S]): string {
  const noun = NOUNS[subject].replace(/^An? /, '').toLowerCase();
  const start = stateWord(subject, STARTING_STATES[subject]);
  return `A new ${noun} starts as ${start}, not ${stateWord(subject, state)}. Save it, then move it on.`;
}
