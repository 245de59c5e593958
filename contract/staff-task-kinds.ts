// Staff tasks and reminders (issue 17 item 1, docs/PRODUCT.md §3.17): a counselor's follow-ups, not the student's own
// to-dos (those are student-tasks.ts). Types, vocabularies and pure rules apart from zod (like student-note-kinds.ts):
// the offline store, the sidebar and the server's rules import them without zod.
import type { Priority } from './enums';

export const STAFF_TASK_STATUSES = ['open', 'done'] as const;
export type StaffTaskStatus = (typeof STAFF_TASK_STATUSES)[number];

/** The rules that create tasks on their own (staff-task-rules.ts); null on a task a person added. */
export const STAFF_TASK_RULES = ['first_contact', 'pre_departure', 'submit_application'] as const;
export type StaffTaskRule = (typeof STAFF_TASK_RULES)[number];

export const STAFF_TASK_TITLE_MAX = 200;

/** A staff task as the API answers it. */
export type StaffTask = {
  id: string;
  title: string;
  studentId: string | null;
  /** The student's name, joined; null without a student. */
  studentName: string | null;
  /** Who does it; null for a task a rule made when no one was there to give it to (docs/PRODUCT.md §3.17). */
  assigneeId: string | null;
  assigneeName: string | null;
  /** ISO date and time. */
  dueAt: string;
  priority: Priority;
  status: StaffTaskStatus;
  /** When it was ticked done; null while open. */
  completedAt: string | null;
  rule: StaffTaskRule | null;
  /** Who added it; null for a rule's task. */
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
};

/** The sections of "My tasks", in the order the page shows them. */
export const TASK_GROUPS = ['overdue', 'today', 'upcoming', 'done'] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];
export const TASK_GROUP_LABELS: Record<TaskGroup, string> = { overdue: 'Overdue', today: 'Today', upcoming: 'Upcoming', done: 'Done' };

/** Midnight ending the local day of `now` (the device's time zone: "today" is the person's today). */
export function endOfDay(now: Date): Date {
  const end = new Date(now);
  end.setHours(24, 0, 0, 0);
  return end;
}

/**
 * Which section a task is in: done ones in Done; an open one due before now is Overdue, due later today Today, and
 * after today Upcoming.
 */
export function taskGroup(task: Pick<StaffTask, 'status' | 'dueAt'>, now: Date): TaskGroup {
  if (task.status === 'done') return 'done';
  const due = Date.parse(task.dueAt);
  if (due < now.getTime()) return 'overdue';
  return due < endOfDay(now).getTime() ? 'today' : 'upcoming';
}

/**
 * The tasks in their sections: open ones soonest due first (then high priority first), done ones most recently
 * done first.
 */
export function groupTasks<T extends Pick<StaffTask, 'id' | 'status' | 'dueAt' | 'priority' | 'completedAt'>>(
  tasks: readonly T[],
  now: Date,
): Record<TaskGroup, T[]> {
  const groups: Record<TaskGroup, T[]> = { overdue: [], today: [], upcoming: [], done: [] };
  for (const task of tasks) groups[taskGroup(task, now)].push(task);
  const rank = { high: 0, medium: 1, low: 2 } as const;
  const open = (a: T, b: T) => Date.parse(a.dueAt) - Date.parse(b.dueAt) || rank[a.priority] - rank[b.priority] || a.id.localeCompare(b.id);
  for (const group of ['overdue', 'today', 'upcoming'] as const) groups[group].sort(open);
  groups.done.sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? '') || a.id.localeCompare(b.id));
  return groups;
}

/** The sidebar's figure: open tasks due today or overdue. */
export function dueCount(tasks: readonly Pick<StaffTask, 'status' | 'dueAt'>[], now: Date): number {
  const end = endOfDay(now).getTime();
  return tasks.filter((task) => task.status === 'open' && Date.parse(task.dueAt) < end).length;
}

/** The sidebar item's accessible name: "Tasks, 3 due" (just "Tasks" when none are). */
export function tasksNavLabel(due: number): string {
  return due > 0 ? `Tasks, ${due} due` : 'Tasks';
}
