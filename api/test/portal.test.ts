import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  PORTAL_SIGNED_IN_COOKIE,
  PORTAL_TILE_KEYS,
  portalDashboardSchema,
  type PortalDashboard,
} from '@contract';
import { PORTAL_WRONG_CREDENTIALS } from '../src/portal/sign-in-student';
import { createOtherPortalStudent, OTHER_STUDENT, type OtherStudent } from './portal-fixtures';
import { startTestApi, type TestApi } from './test-api';

const DEMO = { username: 'student', password: 'mission-control' };

let api: TestApi;
let other: OtherStudent;
beforeAll(async () => {
  api = await startTestApi();
  other = await createOtherPortalStudent(api.db.knex);
});
afterAll(() => api.close());

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The `name=value` pair of a Set-Cookie header for that cookie, or undefined. */
function cookieFrom(res: Response, name: string): string | undefined {
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];
}

async function login(credentials: { username: string; password: string }): Promise<{ cookie: string; body: PortalDashboard }> {
  const res = await api.request('/api/portal/login', json(credentials));
  expect(res.status).toBe(200);
  const cookie = cookieFrom(res, 'mc_portal');
  expect(cookie).toBeDefined();
  return { cookie: cookie!, body: portalDashboardSchema.parse(await res.json()) };
}

const me = (cookie?: string) => api.request('/api/portal/me', cookie ? { headers: { cookie } } : undefined);

async function errorOf(res: Response): Promise<string> {
  return errorBodySchema.parse(await res.json()).error.message;
}

describe('POST /api/portal/login', () => {
  it('signs the demo student in with an http-only portal cookie and answers her dashboard', async () => {
    const res = await api.request('/api/portal/login', json({ username: 'Student', password: DEMO.password }));
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie();
    expect(setCookie.find((c) => c.startsWith('mc_portal='))).toMatch(/httponly/i);
    expect(setCookie.find((c) => c.startsWith('mc_portal='))).toMatch(/samesite=lax/i);
    expect(setCookie.some((c) => c.startsWith('mc_admin='))).toBe(false);
    // The page's hint that a session may be live: readable by script, and never the session id.
    const hint = setCookie.find((c) => c.startsWith(`${PORTAL_SIGNED_IN_COOKIE}=`));
    expect(hint).toMatch(/^mc_portal_signed_in=1;/);
    expect(hint).not.toMatch(/httponly/i);
    expect(res.headers.get('cache-control')).toBe('no-store');

    const body = portalDashboardSchema.parse(await res.json());
    expect(body.student).toEqual({ username: 'student', name: 'Amina Hassan', stage: 'visa', preferredLanguage: 'en' });
    expect(body.tiles.map((t) => t.key)).toEqual([...PORTAL_TILE_KEYS]);
    expect(body.tiles.map(({ value, subtitle, progress }) => ({ value, subtitle, progress }))).toEqual([
      { value: 'Visa', subtitle: 'Step 4 of 7', progress: 57 },
      { value: '2', subtitle: '2 offers received', progress: 90 },
      { value: 'Interview Scheduled', subtitle: 'Student Pass', progress: 75 },
      { value: '1 of 5', subtitle: '4 still to do', progress: 20 },
    ]);
    // The four open tasks, nearest deadline first, then the paid deposit, done.
    expect(body.tasks.map((t) => [t.task, t.deadline, t.priority, t.progress, t.done])).toEqual([
      ['Upload a certified bank statement for EMGS', '2026-11-28', 'high', 60, false],
      ['Attend the Student Pass appointment at the Malaysian embassy', '2026-12-03', 'high', 40, false],
      ['Book a room in the APU student residence', '2026-12-20', 'medium', 75, false],
      ['Register for the pre-departure briefing', '2027-01-08', 'low', 0, false],
      ['Pay the APU acceptance deposit', expect.any(String), expect.any(String), 100, true],
    ]);
    expect(body.activities).toHaveLength(5);
    expect(body.activities.map((a) => a.title)).toContain('Visa interview scheduled');
    const times = body.activities.map((a) => a.time);
    expect(times).toEqual([...times].sort().reverse());

    const account = await api.db.knex('portal_accounts').where({ username: 'student' }).first<{ last_login_at: Date | null }>();
    expect(account?.last_login_at).toBeInstanceOf(Date);
  });

  it('refuses a wrong password or an unknown username with the same clear 401 and no cookie', async () => {
    for (const credentials of [{ ...DEMO, password: 'wrong-password' }, { username: 'nobody', password: 'x' }]) {
      const res = await api.request('/api/portal/login', json(credentials));
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toBe(PORTAL_WRONG_CREDENTIALS);
      expect(cookieFrom(res, 'mc_portal')).toBeUndefined();
    }
  });

  it('answers empty fields with a 400 naming both fields, and missing ones with a 400', async () => {
    for (const body of [{ username: '', password: '' }, { username: '   ', password: 'x' }, { username: 'student', password: '' }]) {
      const res = await api.request('/api/portal/login', json(body));
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe('Please enter both username and password.');
    }
    for (const body of [{ username: 'student' }, {}, ['student', 'mission-control']]) {
      const res = await api.request('/api/portal/login', json(body));
      expect(res.status).toBe(400);
      expect(cookieFrom(res, 'mc_portal')).toBeUndefined();
    }
  });

  it('does not let an admin login open the portal, nor a deactivated account sign in', async () => {
    const asAdmin = await api.request('/api/portal/login', json({ username: 'admin', password: 'mission-control' }));
    expect(asAdmin.status).toBe(401);

    await api.db.knex('portal_accounts').where({ id: other.accountId }).update({ active: false });
    try {
      const res = await api.request('/api/portal/login', json(OTHER_STUDENT));
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toBe(PORTAL_WRONG_CREDENTIALS);
    } finally {
      await api.db.knex('portal_accounts').where({ id: other.accountId }).update({ active: true });
    }
  });

  it('refuses a sign-in posted from another site with a 403 and opens no session', async () => {
    const before = await api.db.knex('sessions').where({ kind: 'portal' }).count<{ count: number }[]>({ count: '*' });
    const res = await api.request('/api/portal/login', json(DEMO, { origin: 'https://evil.example' }));
    expect(res.status).toBe(403);
    expect(cookieFrom(res, 'mc_portal')).toBeUndefined();
    const after = await api.db.knex('sessions').where({ kind: 'portal' }).count<{ count: number }[]>({ count: '*' });
    expect(Number(after[0]?.count)).toBe(Number(before[0]?.count));

    const logout = await api.request('/api/portal/logout', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(logout.status).toBe(403);
  });
});

describe('GET /api/portal/me', () => {
  it('is a 401 without a session or with a made-up one', async () => {
    for (const cookie of [undefined, 'mc_portal=made-up-session-id']) {
      const res = await me(cookie);
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toBe('Your session has ended. Please sign in again.');
      // A stale hint is dropped, so the page stops asking.
      expect(res.headers.getSetCookie().find((c) => c.startsWith(`${PORTAL_SIGNED_IN_COOKIE}=`))).toMatch(/^mc_portal_signed_in=;/);
    }
  });

  it('answers the same dashboard the login did, and keeps it out of caches', async () => {
    const { cookie, body } = await login(DEMO);
    const res = await me(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(portalDashboardSchema.parse(await res.json())).toEqual(body);
  });

  it('shows each of two signed-in students only their own data', async () => {
    const amina = await login(DEMO);
    const kwame = await login(OTHER_STUDENT);
    const aminaMe = portalDashboardSchema.parse(await (await me(amina.cookie)).json());
    const kwameMe = portalDashboardSchema.parse(await (await me(kwame.cookie)).json());

    expect(kwameMe.student).toEqual({ username: OTHER_STUDENT.username, name: OTHER_STUDENT.name, stage: 'application_in_progress', preferredLanguage: 'en' });
    expect(kwameMe.tasks.map((t) => t.id)).toEqual(other.taskIds);
    expect(kwameMe.activities.map((a) => a.title)).toContain(`Applied to ${OTHER_STUDENT.university}: ${OTHER_STUDENT.program}`);
    expect(kwameMe.tiles.find((t) => t.key === 'visa')?.subtitle).toBe(OTHER_STUDENT.visaType);

    // Every task Amina sees is hers in the database, and nothing of Kwame's appears anywhere in her answer.
    const aminaTaskIds = await api.db
      .knex('student_tasks as t')
      .join('portal_accounts as a', 'a.student_id', 't.student_id')
      .where('a.username', 'student')
      .pluck('t.id');
    expect(aminaMe.tasks.length).toBeGreaterThan(0);
    for (const task of aminaMe.tasks) expect(aminaTaskIds).toContain(task.id);
    const aminaText = JSON.stringify(aminaMe);
    for (const foreign of [OTHER_STUDENT.name, OTHER_STUDENT.program, OTHER_STUDENT.visaType, ...OTHER_STUDENT.tasks, ...other.taskIds]) {
      expect(aminaText).not.toContain(foreign);
    }
    const kwameText = JSON.stringify(kwameMe);
    const aminaTasks = await api.db.knex('student_tasks').whereIn('id', aminaTaskIds).pluck('task');
    for (const foreign of ['Amina Hassan', 'Computer Science', 'Asia Pacific', 'Universiti Malaya', ...aminaTasks, ...aminaTaskIds]) {
      expect(kwameText).not.toContain(foreign);
    }
  });

  it('closes the portal when the student is removed from the CRM, even with a live session', async () => {
    const { cookie } = await login(OTHER_STUDENT);
    await api.db.knex('students').where({ id: other.studentId }).update({ deleted_at: new Date() });
    try {
      expect((await me(cookie)).status).toBe(401);
    } finally {
      await api.db.knex('students').where({ id: other.studentId }).update({ deleted_at: null });
    }
  });
});

describe('portal and admin sessions are separate', () => {
  it('an admin session never opens the portal, and a portal session never opens the admin area', async () => {
    const adminRes = await api.request('/api/admin/login', json({ username: 'admin', password: 'mission-control' }));
    expect(adminRes.status).toBe(200);
    const adminCookie = cookieFrom(adminRes, 'mc_admin')!;
    const adminId = adminCookie.split('=')[1];
    expect((await me(adminCookie)).status).toBe(401);
    // The admin's session id under the portal cookie's name does not work either: sessions have a kind.
    expect((await me(`mc_portal=${adminId}`)).status).toBe(401);

    const { cookie: portalCookie } = await login(DEMO);
    const portalId = portalCookie.split('=')[1];
    const session = (cookie: string) => api.request('/api/admin/session', { headers: { cookie } });
    expect((await session(portalCookie)).status).toBe(401);
    expect((await session(`mc_admin=${portalId}`)).status).toBe(401);
  });
});

describe('POST /api/portal/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const { cookie } = await login(DEMO);
    expect((await me(cookie)).status).toBe(200);

    const res = await api.request('/api/portal/logout', { method: 'POST', headers: { cookie } });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('mc_portal='))).toMatch(/^mc_portal=;/);
    expect(res.headers.getSetCookie().find((c) => c.startsWith(`${PORTAL_SIGNED_IN_COOKIE}=`))).toMatch(/^mc_portal_signed_in=;/);
    // The old cookie, replayed, no longer opens anything.
    expect((await me(cookie)).status).toBe(401);
  });

  it('rotates the session at each login: the cookie held before is ended', async () => {
    const first = await login(DEMO);
    const res = await api.request('/api/portal/login', json(DEMO, { cookie: first.cookie }));
    expect(res.status).toBe(200);
    expect(cookieFrom(res, 'mc_portal')).not.toBe(first.cookie);
    expect((await me(first.cookie)).status).toBe(401);
  });

  it('is harmless without a session', async () => {
    expect((await api.request('/api/portal/logout', { method: 'POST' })).status).toBe(204);
  });
});
