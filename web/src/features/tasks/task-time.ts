// The due time as the person picks it: a datetime-local input holds the device's local time, the API an ISO instant.

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a datetime-local value ('2026-11-26T17:00'), in the device's time zone. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; an empty or unreadable one is passed on for the schema to refuse. */
export function fromLocalInput(value: string): string {
  const time = new Date(value);
  return value && !Number.isNaN(time.getTime()) ? time.toISOString() : value;
}

/** A new task's due time: 17:00 today, or 09:00 tomorrow once it is 16:00 or later. */
export function defaultDue(now: Date): string {
  const due = new Date(now);
  if (now.getHours() < 16) due.setHours(17, 0, 0, 0);
  else {
    due.setDate(due.getDate() + 1);
    due.setHours(9, 0, 0, 0);
  }
  return toLocalInput(due);
}

/** "Today 17:00", "Tomorrow 09:00", "Mon 30 Nov 09:00", "26 Oct 2026 09:00" (another year). */
export function dueLabel(iso: string, now: Date): string {
  const due = new Date(iso);
  const time = `${pad(due.getHours())}:${pad(due.getMinutes())}`;
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((day(due) - day(now)) / 86_400_000);
  if (days === 0) return `Today ${time}`;
  if (days === 1) return `Tomorrow ${time}`;
  if (days === -1) return `Yesterday ${time}`;
  const sameYear = due.getFullYear() === now.getFullYear();
  const date = due.toLocaleDateString('en-GB', { weekday: sameYear ? 'short' : undefined, day: 'numeric', month: 'short', year: sameYear ? undefined : 'numeric' });
  return `${date} ${time}`;
}
