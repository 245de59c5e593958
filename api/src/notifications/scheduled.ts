import type { Knex } from 'knex';
import { firstName } from './recipients';
import { notify } from './notify';

// The events time makes rather than a write (issue 30 item 5): a staff task coming due, and each staff member's
// digest at 07:00 in their time zone. Every worker round looks for them; the event key makes each one notice however
// many rounds or processes find it (notify's ON CONFLICT DO NOTHING), and a cheap NOT EXISTS keeps rounds quiet.

/** A task found due more than this long ago (the server was off) is not announced any more. */
const DUE_LOOKBACK_MS = 24 * 60 * 60_000;
/** The digest goes from 07:00 until noon, local time: a server started in the afternoon sends no "good morning". */
const DIGEST_FROM_HOUR = 7;
const DIGEST_UNTIL_HOUR = 12;

/** The local calendar date, hour and the instant local midnight began, in a time zone. */
export function localDay(now: Date, timeZone: string): { date: string; hour: number; start: Date; end: Date } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const offset = asUtc - Math.floor(now.getTime() / 1000) * 1000;
  const midnight = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) - offset;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), start: new Date(midnight), end: new Date(midnight + 86_400_000) };
}

const formatTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(at);

const dueKey = (taskId: string, dueAt: Date) => `staff_task.due:${taskId}:${dueAt.toISOString()}`;

async function dueTasks(knex: Knex, now: Date): Promise<void> {
  const rows: { id: string; title: string; due_at: Date; assignee_id: string; full_name: string; time_zone: string }[] = await knex('staff_tasks as t')
    .join('admin_users as a', 'a.id', 't.assignee_id')
    .where('t.status', 'open')
    .whereNull('t.deleted_at')
    .where('a.active', true)
    .where('t.due_at', '<=', now)
    .where('t.due_at', '>', new Date(now.getTime() - DUE_LOOKBACK_MS))
    .whereNotExists(
      knex('notifications as n')
        .where('n.recipient_type', 'staff')
        .whereRaw('n.recipient_id = t.assignee_id')
        .whereRaw(`n.event_key = 'staff_task.due:' || t.id::text || ':' || to_char(t.due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`),
    )
    .select('t.id', 't.title', 't.due_at', 't.assignee_id', 'a.full_name', 'a.time_zone')
    .limit(200);
  if (rows.length === 0) return;
  await knex.transaction(async (trx) => {
    for (const t of rows) {
      await notify(trx, {
        event: 'staff_task.due',
        key: dueKey(t.id, t.due_at),
        recipients: [{ type: 'staff', id: t.assignee_id }],
        values: { staffName: firstName(t.full_name), task: t.title, dueTime: formatTime(t.due_at, t.time_zone) },
        link: '/admin/tasks',
      });
    }
  });
}

type TaskLine = { title: string; student_name: string | null };
const lines = (tasks: TaskLine[]) => (tasks.length ? tasks.map((t) => `- ${t.title}${t.student_name ? `: ${t.student_name}` : ''}`).join('\n') : '- nothing');

async function digests(knex: Knex, now: Date): Promise<void> {
  const staff: { id: string; full_name: string; time_zone: string }[] = await knex('admin_users').where({ active: true }).select('id', 'full_name', 'time_zone');
  for (const person of staff) {
    let day;
    try {
      day = localDay(now, person.time_zone);
    } catch {
      day = localDay(now, 'UTC');
    }
    if (day.hour < DIGEST_FROM_HOUR || day.hour >= DIGEST_UNTIL_HOUR) continue;
    const key = `digest.daily:${day.date}`;
    const sent = await knex('notifications').where({ event_key: key, recipient_type: 'staff', recipient_id: person.id }).first('id');
    if (sent) continue;
    const open = () =>
      knex('staff_tasks as t')
        .leftJoin('students as s', 's.id', 't.student_id')
        .where({ 't.assignee_id': person.id, 't.status': 'open' })
        .whereNull('t.deleted_at')
        .orderBy('t.due_at')
        .limit(20)
        .select<TaskLine[]>('t.title', knex.raw("s.personal_info->>'name' as student_name"));
    const dueToday = await open().where('t.due_at', '>=', day.start).where('t.due_at', '<', day.end);
    const overdue = await open().where('t.due_at', '<', day.start);
    if (dueToday.length === 0 && overdue.length === 0) continue; // nothing to say: no e-mail
    await knex.transaction((trx) =>
      notify(trx, {
        event: 'digest.daily',
        key,
        recipients: [{ type: 'staff', id: person.id }],
        values: { staffName: firstName(person.full_name), date: { date: day.date }, dueToday: lines(dueToday), overdue: lines(overdue) },
        link: '/admin/tasks',
      }),
    );
  }
}

export async function runScheduledEvents(knex: Knex, now: Date): Promise<void> {
  await dueTasks(knex, now);
  await digests(knex, now);
}
