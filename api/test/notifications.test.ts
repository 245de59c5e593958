import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema, notificationUnreadSchema, pushPublicKeySchema } from '@contract';
import { createAdmin, errorMessage } from './admin-helpers';
import { createOtherPortalStudent, OTHER_STUDENT } from './portal-fixtures';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createSession } from '../src/auth/sessions';
import { startTestApi, type TestApi } from './test-api';

// The notification centre (issue 30 item 4) and the Web Push subscriptions (item 3), for a portal student and for a
// staff member: each sees and changes only their own.

let api: TestApi;
let dataDir: string;
let amina: { studentId: string; cookie: string };
let kwame: { studentId: string; cookie: string };
let counselor: { id: string; cookie: string };
let manager: { id: string; cookie: string };

async function portalLogin(username: string, password: string): Promise<string> {
  const res = await api.request('/api/portal/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIES.portal}=`))!.split(';')[0]!;
}

async function staff(knex: Knex, role: 'counselor' | 'admissions_lead'): Promise<{ id: string; cookie: string }> {
  const id = await createAdmin(knex, role);
  return { id, cookie: `${SESSION_COOKIES.admin}=${await createSession(knex, 'admin', id)}` };
}

type Who = { type: 'student' | 'staff'; id: string };
let clock = Date.parse('2026-11-20T08:00:00Z');

/** A notice for `who`, as the outbox writes it; each one a minute after the last unless `at` says when. */
async function notice(who: Who, title: string, fields: { at?: string; link?: string; read?: boolean } = {}): Promise<string> {
  const id = randomUUID();
  clock += 60_000;
  await api.db.knex('notifications').insert({
    id,
    event: 'document.rejected',
    event_key: `test:${id}`,
    recipient_type: who.type,
    recipient_id: who.id,
    title,
    body: `${title}: the body`,
    link: fields.link ?? null,
    created_at: fields.at ?? new Date(clock).toISOString(),
    read_at: fields.read ? new Date(clock).toISOString() : null,
  });
  return id;
}

const send = (method: 'POST' | 'DELETE', path: string, cookie: string | undefined, body?: unknown) =>
  api.request(path, {
    method,
    headers: { origin: api.url, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function list(base: string, cookie: string, query = '') {
  const res = await api.request(`${base}/notifications${query}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return notificationListSchema.parse(await res.json());
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mc-push-'));
  api = await startTestApi({ env: { DATA_DIR: dataDir } });
  const knex = api.db.knex;
  const aminaAccount = await knex('portal_accounts').where({ username: 'student' }).first<{ student_id: string }>('student_id');
  amina = { studentId: aminaAccount.student_id, cookie: await portalLogin('student', 'mission-control') };
  const other = await createOtherPortalStudent(knex);
  kwame = { studentId: other.studentId, cookie: await portalLogin(OTHER_STUDENT.username, OTHER_STUDENT.password) };
  counselor = await staff(knex, 'counselor');
  manager = await staff(knex, 'admissions_lead');
});
afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const AUDIENCES = [
  { name: 'portal', base: '/api/portal', me: () => ({ who: { type: 'student', id: amina.studentId } as Who, cookie: amina.cookie }), other: () => ({ type: 'student', id: kwame.studentId }) as Who },
  { name: 'admin', base: '/api/admin', me: () => ({ who: { type: 'staff', id: counselor.id } as Who, cookie: counselor.cookie }), other: () => ({ type: 'staff', id: manager.id }) as Who },
] as const;

describe.each(AUDIENCES)('$name notification centre', ({ base, me, other }) => {
  it('answers 401 signed out, for every endpoint', async () => {
    const id = randomUUID();
    const answers = await Promise.all([
      api.request(`${base}/notifications`),
      send('POST', `${base}/notifications/${id}/read`, undefined),
      send('POST', `${base}/notifications/read-all`, undefined),
      api.request(`${base}/push/public-key`),
      send('POST', `${base}/push-subscriptions`, undefined, { endpoint: 'https://push.example/x', keys: { p256dh: 'a', auth: 'b' } }),
      send('DELETE', `${base}/push-subscriptions?endpoint=https%3A%2F%2Fpush.example%2Fx`, undefined),
    ]);
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(await errorMessage(answers[0]!)).toBe('Your session has ended. Please sign in again.');
  });

  it("lists only the person's own notices, newest first, a page at a time, with the unread count of all", async () => {
    const { who, cookie } = me();
    const ids = [];
    for (let i = 1; i <= 5; i += 1) ids.push(await notice(who, `Own notice ${i}`, { read: i === 1, link: '/student-portal' }));
    await notice(other(), 'Somebody else’s notice');

    const first = await list(base, cookie, '?limit=2');
    expect(first.items.map((n) => n.title)).toEqual(['Own notice 5', 'Own notice 4']);
    expect(first.unread).toBe(4);
    expect(first.items[0]).toMatchObject({ id: ids[4], event: 'document.rejected', body: 'Own notice 5: the body', link: '/student-portal', readAt: null });
    expect(first.nextCursor).not.toBeNull();

    const second = await list(base, cookie, `?limit=2&cursor=${first.nextCursor!}`);
    expect(second.items.map((n) => n.title)).toEqual(['Own notice 3', 'Own notice 2']);
    const third = await list(base, cookie, `?limit=2&cursor=${second.nextCursor!}`);
    expect(third.items.map((n) => n.title)).toEqual(['Own notice 1']);
    expect(third.items[0]!.readAt).not.toBeNull();
    expect(third.nextCursor).toBeNull();

    const bad = await api.request(`${base}/notifications?cursor=not-a-cursor`, { headers: { cookie } });
    expect(bad.status).toBe(400);
  });

  it('keeps notices written in the same instant apart by id when paging', async () => {
    const fresh = await staffOrStudentWithNothing(base);
    const at = '2026-11-25T10:00:00.123456Z';
    for (let i = 0; i < 3; i += 1) await notice(fresh.who, `Same instant ${i}`, { at });
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await list(base, fresh.cookie, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((n) => n.id));
      cursor = page.nextCursor;
    }
    expect(new Set(seen).size).toBe(3);
  });

  it('marks one notice read, idempotently, and answers the unread count; another person’s is a 404', async () => {
    const fresh = await staffOrStudentWithNothing(base);
    const a = await notice(fresh.who, 'First');
    const b = await notice(fresh.who, 'Second');
    const theirs = await notice(other(), 'Not yours');

    const read = await send('POST', `${base}/notifications/${a}/read`, fresh.cookie);
    expect(read.status).toBe(200);
    expect(notificationUnreadSchema.parse(await read.json())).toEqual({ unread: 1 });
    const readAt = (await list(base, fresh.cookie)).items.find((n) => n.id === a)!.readAt;
    expect(readAt).not.toBeNull();

    const again = await send('POST', `${base}/notifications/${a}/read`, fresh.cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ unread: 1 });
    expect((await list(base, fresh.cookie)).items.find((n) => n.id === a)!.readAt).toBe(readAt);

    const stolen = await send('POST', `${base}/notifications/${theirs}/read`, fresh.cookie);
    expect(stolen.status).toBe(404);
    expect(await errorMessage(stolen)).toBe('No notification with this id: it may have been removed.');
    expect(await api.db.knex('notifications').where({ id: theirs }).first('read_at')).toEqual({ read_at: null });
    expect((await send('POST', `${base}/notifications/${randomUUID()}/read`, fresh.cookie)).status).toBe(404);
    expect((await send('POST', `${base}/notifications/not-an-id/read`, fresh.cookie)).status).toBe(404);
    expect((await list(base, fresh.cookie)).items.find((n) => n.id === b)!.readAt).toBeNull();
  });

  it('marks all of the person’s notices read and no one else’s', async () => {
    const fresh = await staffOrStudentWithNothing(base);
    await notice(fresh.who, 'One');
    await notice(fresh.who, 'Two');
    const theirs = await notice(other(), 'Still unread');
    const res = await send('POST', `${base}/notifications/read-all`, fresh.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unread: 0 });
    const after = await list(base, fresh.cookie);
    expect(after.unread).toBe(0);
    expect(after.items.every((n) => n.readAt !== null)).toBe(true);
    expect(await api.db.knex('notifications').where({ id: theirs }).first('read_at')).toEqual({ read_at: null });
    expect(await (await send('POST', `${base}/notifications/read-all`, fresh.cookie)).json()).toEqual({ unread: 0 });
  });

  it('refuses a write from another site', async () => {
    const { cookie } = me();
    const res = await api.request(`${base}/notifications/read-all`, { method: 'POST', headers: { cookie, origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });

  it('answers the VAPID public key, the same each time', async () => {
    const { cookie } = me();
    const one = pushPublicKeySchema.parse(await (await api.request(`${base}/push/public-key`, { headers: { cookie } })).json());
    const two = pushPublicKeySchema.parse(await (await api.request(`${base}/push/public-key`, { headers: { cookie } })).json());
    expect(one.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(two).toEqual(one);
  });

  it('keeps a browser’s subscription once, moves it to whoever subscribes it last, and forgets only one’s own', async () => {
    const { who, cookie } = me();
    const endpoint = `https://push.example/send/${randomUUID()}`;
    const body = { endpoint, expirationTime: null, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } };
    const created = await send('POST', `${base}/push-subscriptions`, cookie, body);
    expect(created.status).toBe(201);
    const again = await send('POST', `${base}/push-subscriptions`, cookie, body);
    expect(again.status).toBe(200);
    const rows = await api.db.knex('push_subscriptions').where({ endpoint }).select('recipient_type', 'recipient_id', 'keys', 'user_agent');
    expect(rows).toEqual([{ recipient_type: who.type, recipient_id: who.id, keys: body.keys, user_agent: expect.any(String) }]);

    const invalid = await send('POST', `${base}/push-subscriptions`, cookie, { endpoint: 'http://push.example/x', keys: { p256dh: 'a', auth: 'b' } });
    expect(invalid.status).toBe(400);
    expect(await errorMessage(invalid)).toBe('The subscription endpoint must be an https:// URL.');

    // Another person of the same kind cannot remove it; the answer does not tell them it exists.
    const someoneElse = base === '/api/portal' ? kwame.cookie : manager.cookie;
    const q = `?endpoint=${encodeURIComponent(endpoint)}`;
    expect((await send('DELETE', `${base}/push-subscriptions${q}`, someoneElse)).status).toBe(204);
    expect(await api.db.knex('push_subscriptions').where({ endpoint }).pluck('endpoint')).toEqual([endpoint]);

    // The same browser used by another person who turns notifications on: the row is theirs now.
    expect((await send('POST', `${base}/push-subscriptions`, someoneElse, body)).status).toBe(200);
    const moved = await api.db.knex('push_subscriptions').where({ endpoint }).first('recipient_id');
    expect(moved.recipient_id).not.toBe(who.id);
    expect((await send('DELETE', `${base}/push-subscriptions${q}`, someoneElse)).status).toBe(204);
    expect(await api.db.knex('push_subscriptions').where({ endpoint }).pluck('endpoint')).toEqual([]);
  });
});

let freshCount = 0;
/** A new person with no notices yet, of the kind `base` serves. */
async function staffOrStudentWithNothing(base: string): Promise<{ who: Who; cookie: string }> {
  freshCount += 1;
  if (base === '/api/admin') {
    const s = await staff(api.db.knex, 'counselor');
    return { who: { type: 'staff', id: s.id }, cookie: s.cookie };
  }
  const studentId = randomUUID();
  // A student of their own with a portal account; the session is opened directly (no password needed).
  const accountId = randomUUID();
  await api.db.knex('students').insert({ id: studentId, personal_info: { name: `Fresh Student ${freshCount}` }, stage: 'lead', priority: 'medium' });
  await api.db.knex('portal_accounts').insert({ id: accountId, student_id: studentId, username: `fresh.student${freshCount}`, password_hash: 'unused' });
  return { who: { type: 'student', id: studentId }, cookie: `${SESSION_COOKIES.portal}=${await createSession(api.db.knex, 'portal', accountId)}` };
}

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR, readable by the server only', () => {
    const mode = statSync(join(dataDir, 'vapid-keys.json')).mode & 0o777;
    expect(mode).toBe(0o600);
  });
});
