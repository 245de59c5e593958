import type { Knex } from 'knex';
import { errorBodySchema } from '@contract';
import type { FuzzRequest } from './arbitraries';
import type { Answer } from './client';
import type { Route } from './routes';
import { adminRoleOf, portalOf, type FuzzPeople } from './sessions';

// Tables whose rows record attempts by design (sign-in rate limits count refused logins), and knex's own.
const NOT_COUNTED = /^(knex_migrations.*|rate_limits)$/;

/** The tables whose row counts a refused request must leave as they were. */
export async function countedTables(db: Knex): Promise<string[]> {
  const rows = await db('information_schema.tables')
    .where({ table_schema: 'public', table_type: 'BASE TABLE' })
    .orderBy('table_name')
    .pluck<string[]>('table_name');
  return rows.filter((t) => !NOT_COUNTED.test(t));
}

/** Every counted table's row count, in one statement. */
export async function rowCounts(db: Knex, tables: readonly string[]): Promise<Record<string, number>> {
  const selects = tables.map((t, i) => `(select count(*) from ${db.client.wrapIdentifier(t)})::int as c${i}`);
  const { rows } = (await db.raw(`select ${selects.join(', ')}`)) as { rows: Record<string, number>[] };
  return Object.fromEntries(tables.map((t, i) => [t, rows[0]![`c${i}`]!]));
}

const STACK_FRAME = /\n\s+at \S|\bat (?:async )?[\w$.<>]+ \((?:file:|node:|\/)|\.[cm]?[jt]s:\d+:\d+/;
// SQL text as drivers and Postgres word it; a page of news may say "select", never these.
const SQL_TEXT =
  /relation "|syntax error at|invalid input syntax|violates [\w ]*constraint|duplicate key value|column "[^"]*" (?:does not exist|of relation)|\bselect\b[^{}]{0,120}\bfrom\s+"?[a-z_]+"?|\binsert into\b|\bdelete from\b|\bupdate\s+"?[a-z_]+"?\s+set\b|pg_catalog|unterminated quoted/i;

/** What no answer may be, whoever asks and whatever they send. Throws with the reason. */
export function checkAnswer(route: Route, req: FuzzRequest, answer: Answer, people: FuzzPeople): void {
  const fail = (why: string): never => {
    throw new Error(`${req.method} ${route.path} -> ${answer.status}: ${why}\n${answer.text.slice(0, 300)}`);
  };
  if (answer.status >= 500) fail('a 5xx');
  if (STACK_FRAME.test(answer.text)) fail('a stack trace in the answer');
  if (SQL_TEXT.test(answer.text)) fail('SQL text in the answer');

  // A page route a person opens from an e-mail (GET/POST /unsubscribe) refuses with a page they can read; every API
  // route refuses with the one JSON error body.
  const page = !route.path.startsWith('/api/') && String(answer.headers['content-type']).startsWith('text/html');
  if (answer.status >= 400 && req.method !== 'HEAD' && !page) {
    if (!String(answer.headers['content-type']).startsWith('application/json')) fail('a 4xx that is not JSON');
    const parsed = errorBodySchema.safeParse(JSON.parse(answer.text));
    if (!parsed.success || parsed.data.error.status !== answer.status) fail('a 4xx without the one error body');
  }

  const role = adminRoleOf(req.session);
  // OPTIONS is answered by the router itself: an Allow header and no body, the same for everyone.
  const data = answer.status < 400 && !(req.method === 'OPTIONS' && answer.text === '');
  // No admin data without an admin session: whatever else the answer is, it is a refusal.
  if (route.guard === 'admin' && !role && data) fail('admin data without an admin session');
  if (route.guard === 'portal' && !portalOf(req.session) && data) fail('portal data without a session');

  // Nobody without a staff session receives another person's record.
  if (!role) {
    const mine = portalOf(req.session);
    const others = [...people.markers.crm, ...(mine === 'demo' ? [] : people.markers.demo), ...(mine === 'other' ? [] : people.markers.other)];
    const leaked = others.find((marker) => answer.text.includes(marker));
    if (leaked) fail(`another student's data ("${leaked}")`);
  }
}

