// The rules that create staff tasks on their own when a record moves (issue 17 item 1, docs/PRODUCT.md §3.17). Pure:
// the server calls them in the write paths, in the write's transaction, and stores what they answer with
// INSERT … ON CONFLICT (rule_key) DO NOTHING, so a rule fires once per record however often the write is repeated.
import type { Priority } from './enums';
import type { StaffTaskRule } from './staff-task-kinds';
import type { NoteKind, NoteOutcome } from './student-note-kinds';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** How soon a new lead is first contacted. */
export const FIRST_CONTACT_HOURS = 24;
/** How long after a visa is approved the briefing is due. */
export const PRE_DEPARTURE_DAYS = 7;
/** A draft application whose deadline is this close (in days, today included) gets a "Submit application" task. */
export const SUBMIT_WINDOW_DAYS = 7;

/** A task a rule makes. `ruleKey` names the rule and the record it fired on: the same pair makes one task. */
export type RuleTask = {
  ruleKey: string;
  rule: StaffTaskRule;
  title: string;
  studentId: string;
  assigneeId: string | null;
  dueAt: string;
  priority: Priority;
};

/**
 * Who a rule's task goes to: the first of `candidates` that is set (the record's own owner, then the student's
 * counselor), else the staff member whose write fired it if they keep a task list, else no one: a manager sees it
 * under "Unassigned" and gives it to someone.
 */
export function ruleAssignee(candidates: readonly (string | null | undefined)[], actor: { id: string; keepsTasks: boolean } | null): string | null {
  for (const id of candidates) if (id) return id;
  return actor?.keepsTasks ? actor.id : null;
}

/** A new lead: "First contact" within 24 hours, for its counselor. */
export function firstContactTask(
  student: { id: string; stage: string; assignedCounselor: string | null },
  actor: { id: string; keepsTasks: boolean } | null,
  now: Date,
): RuleTask | null {
  if (student.stage !== 'lead') return null;
  return {
    ruleKey: `first_contact:${student.id}`,
    rule: 'first_contact',
    title: 'First contact',
    studentId: student.id,
    assigneeId: ruleAssignee([student.assignedCounselor], actor),
    dueAt: new Date(now.getTime() + FIRST_CONTACT_HOURS * HOUR).toISOString(),
    priority: 'high',
  };
}

/** A visa moved to approved: "Pre-departure briefing" in 7 days, for the student's counselor (else the officer). */
export function preDepartureTask(
  visa: { id: string; studentId: string; status: string; assignedOfficer: string | null },
  before: { status: string } | null,
  counselor: string | null,
  actor: { id: string; keepsTasks: boolean } | null,
  now: Date,
): RuleTask | null {
  if (visa.status !== 'approved' || before?.status === 'approved') return null;
  return {
    ruleKey: `pre_departure:${visa.id}`,
    rule: 'pre_departure',
    title: 'Pre-departure briefing',
    studentId: visa.studentId,
    assigneeId: ruleAssignee([counselor, visa.assignedOfficer], actor),
    dueAt: new Date(now.getTime() + PRE_DEPARTURE_DAYS * DAY).toISOString(),
    priority: 'medium',
  };
}

/** 'YYYY-MM-DD' plus `days`. */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * A draft application whose deadline is today or within the next 7 days (UTC dates): "Submit application", due at
 * 09:00 UTC on the deadline, for the application's owner (else the student's counselor).
 */
export function submitApplicationTask(
  application: { id: string; studentId: string; status: string; deadlineDate: string | null; assignedOwner: string | null },
  counselor: string | null,
  actor: { id: string; keepsTasks: boolean } | null,
  now: Date,
): RuleTask | null {
  const { deadlineDate } = application;
  if (application.status !== 'draft' || !deadlineDate) return null;
  const today = now.toISOString().slice(0, 10);
  if (deadlineDate < today || deadlineDate > addDays(today, SUBMIT_WINDOW_DAYS)) return null;
  return {
    ruleKey: `submit_application:${application.id}`,
    rule: 'submit_application',
    title: 'Submit application',
    studentId: application.studentId,
    assigneeId: ruleAssignee([application.assignedOwner, counselor], actor),
    dueAt: `${deadlineDate}T09:00:00.000Z`,
    priority: 'high',
  };
}

/**
 * The rule tasks a logged contact meets (issue 32 item 4): a call, WhatsApp chat or meeting is the "First contact".
 * A call nobody answered is not contact: it leaves the task open. The other rules' conditions are record moves
 * (a visa approved, an application out of draft), which no note meets.
 */
export const CONTACT_RULES: Partial<Record<StaffTaskRule, readonly NoteKind[]>> = { first_contact: ['call', 'whatsapp', 'meeting'] };

/** The rules whose open tasks this logged contact completes. */
export function rulesMetByContact(note: { kind: NoteKind; outcome: NoteOutcome | null }): StaffTaskRule[] {
  if (note.outcome === 'no_answer') return [];
  return (Object.entries(CONTACT_RULES) as [StaffTaskRule, readonly NoteKind[]][]).filter(([, kinds]) => kinds.includes(note.kind)).map(([rule]) => rule);
}
