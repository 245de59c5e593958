// "Deadlines that shout" (issue 15 item 5): one rule, read by the server's list order and `due` filter (SQL in
// api/src/applications/list-queries.ts), the offline lists, the cards and the dashboard.
import type { ApplicationStatus } from './enums';

/** How many days ahead a deadline starts to shout. */
export const DEADLINE_WINDOW_DAYS = 7;
/** The statuses still waiting on the team: once under review, the deadline has been met. */
export const DEADLINE_STATUSES = ['draft', 'submitted'] as const satisfies readonly ApplicationStatus[];

/** Days from `today` to `date` (both YYYY-MM-DD): 0 today, 1 tomorrow, -2 two days ago. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Today's date where the caller is, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export type DeadlineAlarm = { days: number; text: string };

/**
 * The alarm of an application whose deadline is within the window or past while it is still a draft or
 * submitted: the days left (negative when overdue) and the words ("Due in 3 days", "Overdue by 2 days"); else null.
 */
export function deadlineAlarm(
  application: { status: ApplicationStatus; deadlineDate: string | null },
  today: string,
): DeadlineAlarm | null {
  const { status, deadlineDate } = application;
  if (!deadlineDate || !(DEADLINE_STATUSES as readonly string[]).includes(status)) return null;
  const days = daysUntil(deadlineDate, today);
  if (days > DEADLINE_WINDOW_DAYS) return null;
  return { days, text: deadlineText(days) };
}

const plural = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

export function deadlineText(days: number): string {
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  return days > 0 ? `Due in ${plural(days)}` : `Overdue by ${plural(-days)}`;
}
