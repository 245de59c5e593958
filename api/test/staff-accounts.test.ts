import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@db/connect';
import { ADMIN_ROLES, can, staffAccountSchema, type StaffAccount, type StaffAccountWithLink } from '@contract';
import { createApp } from '../src/app';
import { createLogger } from '../src/logger';
import { LAST_SUPER_ADMIN, USERNAME_TAKEN } from '../src/staff-accounts/queries';
import { STAFF_LINK_REFUSALS } from '../src/staff-accounts/links';
import { cookieFor, errorMessage, expectAccessRules, getAs, sessionCookieOf } from './admin-helpers';
import { auditOf, errorOf, sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

const GOOD_PASSWORD = 'monsoon kettle orbit lantern';

let api: TestApi;
let superAdmin: string;
beforeAll(async () => {
  api = await startTestApi();
  superAdmin = await cookieFor(api.db.knex, 'super_admin');
});
afterAll(() => api.close());

const post = (path: string, body: unknown, cookie?: string) => sendAs(api, 'POST', path, cookie, body);
let made = 0;

async function createStaff(fields: Partial<{ fullName: string; username: string; role: string }> = {}): Promise<StaffAccountWithLink> {
  const n = ++made;
  const res = await post('/api/admin/staff', { fullName: `Halima Staff ${n}`, username: `halima.${n}@example.org`, role: 'counselor', ...fields }, superAdmin);
  expect(res.status, await res.clone().text()).toBe(201);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as StaffAccountWithLink;
}

const tokenOf = (created: { activationUrl: string }) => new URL(created.activationUrl).searchParams.get('token')!;
const login = (username: string, password = GOOD_PASSWORD) => post('/api/admin/login', { username, password });
const patch = (id: string, body: unknown, cookie = superAdmin) => sendAs(api, 'PATCH', `/api/admin/staff/${id}`, cookie, body);

/** A created account whose holder has set a password and holds a session: its cookie and account. */
async function activeStaff(role = 'counselor'): Promise<{ account: StaffAccount; cookie: string }> {
  const created = await createStaff({ role });
  const res = await post('/api/admin/activate', { token: tokenOf(created), password: GOOD_PASSWORD });
  expect(res.status, await res.clone().text()).toBe(200);
  const list = (await (await getAs(api, '/api/admin/staff', superAdmin)).json()) as { items: StaffAccount[] };
  return { account: list.items.find((a) => a.id === created.account.id)!, cookie: sessionCookieOf(res)! };
}

describe('GET /api/admin/staff', () => {
  it('keeps the access rules: super_admin only', async () => {
    await expectAccessRules(api, '/api/admin/staff', 'staff:manage');
    expect(ADMIN_ROLES.filter((role) => can(role, 'staff:manage'))).toEqual(['super_admin']);
  });

  it('lists accounts with their status and never a password hash', async () => {
    const res = await getAs(api, '/api/admin/staff', superAdmin);
    const text = await res.text();
    expect(text).not.toMatch(/argon2|password/i);
    const { items } = JSON.parse(text) as { items: unknown[] };
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) staffAccountSchema.parse(item);
  });
});

describe('POST /api/admin/staff and the activation link', () => {
  it('creates a pending account that cannot sign in until its holder sets a password through the link', async () => {
    const created = await createStaff({ fullName: 'Abdi Warsame', username: 'Abdi.Warsame@Example.org', role: 'visa_officer' });
    expect(created.account).toMatchObject({ fullName: 'Abdi Warsame', username: 'abdi.warsame@example.org', role: 'visa_officer', status: 'pending', version: 1 });
    expect(created.activationUrl).toMatch(new RegExp(`^${api.url}/admin/activate\\?token=[A-Za-z0-9_-]{43}$`));
    const stored = await api.db.knex('staff_links').where({ admin_user_id: created.account.id }).first();
    expect(stored.token_hash).not.toContain(tokenOf(created));

    expect((await login('abdi.warsame@example.org')).status).toBe(401);
    expect((await post('/api/admin/activate/check', { token: tokenOf(created) })).status).toBe(204);
    const weak = await post('/api/admin/activate', { token: tokenOf(created), password: 'short' });
    expect(weak.status).toBe(400);
    expect(await errorMessage(weak)).toMatch(/at least 12 characters/);

    const activated = await post('/api/admin/activate', { token: tokenOf(created), password: GOOD_PASSWORD });
    expect(activated.status).toBe(200);
    expect(await activated.json()).toMatchObject({ id: created.account.id, role: 'visa_officer', fullName: 'Abdi Warsame' });
    const cookie = sessionCookieOf(activated)!;
    expect((await getAs(api, '/api/admin/session', cookie)).status).toBe(200);
    expect((await login('abdi.warsame@example.org')).status).toBe(200);

    // Spent: the link now says so, and sets nothing.
    const again = await post('/api/admin/activate', { token: tokenOf(created), password: 'another long passphrase here' });
    expect(again.status).toBe(410);
    expect(await errorMessage(again)).toBe(STAFF_LINK_REFUSALS.used);
    expect((await post('/api/admin/activate/check', { token: 'not-a-token' })).status).toBe(404);

    expect((await auditOf(api.db.knex, 'admin_user', created.account.id)).map((e) => e.action)).toEqual(['created', 'link_issued', 'password_set']);
  });

  it('refuses a taken username (any case) and bad fields with messages for each field', async () => {
    await createStaff({ username: 'taken.name' });
    const taken = await post('/api/admin/staff', { fullName: 'Someone Else', username: 'TAKEN.name', role: 'support' }, superAdmin);
    expect(taken.status).toBe(409);
    expect(await errorMessage(taken)).toBe(USERNAME_TAKEN);
    const bad = await post('/api/admin/staff', { fullName: ' ', username: 'a b', role: 'king' }, superAdmin);
    expect(bad.status).toBe(400);
    const fields = ((await errorOf(bad)).details as { field: string; message: string }[]).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['fullName', 'username', 'role']));
  });

  it('is refused to every role but super_admin', async () => {
    const counselor = await cookieFor(api.db.knex, 'admissions_lead');
    const res = await post('/api/admin/staff', { fullName: 'Sneaky', username: 'sneaky', role: 'super_admin' }, counselor);
    expect(res.status).toBe(403);
    expect((await post('/api/admin/staff', { fullName: 'Sneaky', username: 'sneaky', role: 'super_admin' })).status).toBe(401);
  });
});

describe('PATCH /api/admin/staff/:id', () => {
  it('deactivation ends the holder\'s sessions on every API process at once, and reactivation lets them sign in again', async () => {
    const { account, cookie } = await activeStaff();
    // A second API process on the same database, as behind a load balancer.
    const second = api.db.url ? await connect({ databaseUrl: api.db.url, dataDir: '' }) : api.db;
    const server: Server = await new Promise((resolve) => {
      const s = createApp({ db: second, config: api.config, logger: createLogger(api.config) }).listen(0, '127.0.0.1', () => resolve(s));
    });
    const otherUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${otherUrl}/api/admin/session`, { headers: { cookie } })).status).toBe(200);
      const res = await patch(account.id, { active: false, version: account.version });
      expect(res.status).toBe(200);
      const deactivated = (await res.json()) as StaffAccount;
      expect(deactivated).toMatchObject({ status: 'deactivated', version: account.version + 1 });
      expect((await fetch(`${otherUrl}/api/admin/session`, { headers: { cookie } })).status).toBe(401);
      expect((await getAs(api, '/api/admin/session', cookie)).status).toBe(401);
      expect((await login(account.username)).status).toBe(401);
      // Their history keeps their name: the account is still there.
      expect(await api.db.knex('admin_users').where({ id: account.id }).first('full_name')).toEqual({ full_name: account.fullName });

      const back = await patch(account.id, { active: true, version: deactivated.version });
      expect(back.status).toBe(200);
      expect((await login(account.username)).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (second !== api.db) await second.knex.destroy();
    }
  });

  it('answers 409 with the current account on a stale version, and a new role ends the sessions', async () => {
    const { account, cookie } = await activeStaff();
    const renamed = await patch(account.id, { fullName: 'Halima Renamed', version: account.version });
    expect(renamed.status).toBe(200);
    const stale = await patch(account.id, { role: 'support', version: account.version });
    expect(stale.status).toBe(409);
    expect(((await errorOf(stale)).details as { current: StaffAccount }).current).toMatchObject({ fullName: 'Halima Renamed' });
    expect((await getAs(api, '/api/admin/session', cookie)).status).toBe(200);

    const current = (await renamed.json()) as StaffAccount;
    const promoted = await patch(account.id, { role: 'admissions_lead', version: current.version });
    expect(await promoted.json()).toMatchObject({ role: 'admissions_lead' });
    expect((await getAs(api, '/api/admin/session', cookie)).status).toBe(401);
    expect((await auditOf(api.db.knex, 'admin_user', account.id)).filter((e) => e.action === 'updated')).toHaveLength(2);
  });

  it('never leaves Mission Control without an active super_admin', async () => {
    const { account: only } = await activeStaff('super_admin');
    // Every other super_admin of this database goes, so `only` is the last one.
    await api.db.knex('admin_users').where({ role: 'super_admin' }).whereNot({ id: only.id }).update({ role: 'support' });
    const asOnly = sessionCookieOf(await login(only.username))!;
    superAdmin = asOnly;
    try {
      const demote = await patch(only.id, { role: 'counselor', version: only.version }, asOnly);
      expect(demote.status).toBe(422);
      expect(await errorMessage(demote)).toBe(LAST_SUPER_ADMIN);
      const deactivate = await patch(only.id, { active: false, version: only.version }, asOnly);
      expect(deactivate.status).toBe(422);
      // With a second one, the first may step down.
      const { account: second } = await activeStaff('counselor');
      const promoted = await patch(second.id, { role: 'super_admin', version: second.version }, asOnly);
      expect(promoted.status).toBe(200);
      expect((await patch(only.id, { role: 'counselor', version: only.version }, asOnly)).status).toBe(200);
    } finally {
      superAdmin = await cookieFor(api.db.knex, 'super_admin');
    }
  });
});

describe('POST /api/admin/staff/:id/reset-link', () => {
  it('issues a link that replaces the earlier one; using it sets the password and ends every session', async () => {
    const { account, cookie } = await activeStaff();
    const first = await post(`/api/admin/staff/${account.id}/reset-link`, {}, superAdmin);
    expect(first.status).toBe(201);
    const second = (await (await post(`/api/admin/staff/${account.id}/reset-link`, {}, superAdmin)).json()) as StaffAccountWithLink;
    const replaced = await post('/api/admin/activate', { token: tokenOf((await first.json()) as StaffAccountWithLink), password: 'a brand new passphrase' });
    expect(replaced.status).toBe(410);
    expect(await errorMessage(replaced)).toBe(STAFF_LINK_REFUSALS.superseded);
    expect((await post('/api/admin/activate', { token: tokenOf(second), password: 'a brand new passphrase' })).status).toBe(200);
    expect((await getAs(api, '/api/admin/session', cookie)).status).toBe(401);
    expect((await login(account.username)).status).toBe(401);
    expect((await login(account.username, 'a brand new passphrase')).status).toBe(200);
  });

  it('refuses a deactivated account, and its open link stops working', async () => {
    const created = await createStaff();
    expect((await patch(created.account.id, { active: false, version: 1 })).status).toBe(200);
    expect((await post(`/api/admin/staff/${created.account.id}/reset-link`, {}, superAdmin)).status).toBe(422);
    const res = await post('/api/admin/activate', { token: tokenOf(created), password: GOOD_PASSWORD });
    expect(res.status).toBe(410);
    expect(await errorMessage(res)).toBe(STAFF_LINK_REFUSALS.inactive);
  });
});

describe('My account', () => {
  it('changes my password with the current one, ending my other sessions but not this one', async () => {
    const { account, cookie } = await activeStaff();
    const other = sessionCookieOf(await login(account.username))!;
    const wrong = await post('/api/admin/me/password', { currentPassword: 'not it at all', newPassword: 'river saffron compass dune' }, cookie);
    expect(wrong.status).toBe(400);
    expect(await errorMessage(wrong)).toMatch(/current password is not right/);
    const same = await post('/api/admin/me/password', { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD }, cookie);
    expect(same.status).toBe(400);
    const ok = await post('/api/admin/me/password', { currentPassword: GOOD_PASSWORD, newPassword: 'river saffron compass dune' }, cookie);
    expect(ok.status).toBe(204);
    expect((await getAs(api, '/api/admin/session', cookie)).status).toBe(200);
    expect((await getAs(api, '/api/admin/session', other)).status).toBe(401);
    expect((await login(account.username, 'river saffron compass dune')).status).toBe(200);
    expect((await auditOf(api.db.knex, 'admin_user', account.id)).map((e) => e.action)).toContain('password_changed');
  });

  it('lists my sessions (this one first, with its browser) and ends one of them', async () => {
    const { account, cookie } = await activeStaff();
    const phone = await api.request('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api.url, 'user-agent': 'Mozilla/5.0 (Linux; Android 10) Chrome/120 Mobile' },
      body: JSON.stringify({ username: account.username, password: GOOD_PASSWORD }),
    });
    const phoneCookie = sessionCookieOf(phone)!;
    const sessions = (await (await getAs(api, '/api/admin/me/sessions', cookie)).json()) as { id: string; current: boolean; userAgent: string | null }[];
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.current).toBe(true);
    const onPhone = sessions.find((s) => !s.current)!;
    expect(onPhone.userAgent).toContain('Android');

    const end = await api.request(`/api/admin/me/sessions/${onPhone.id}`, { method: 'DELETE', headers: { cookie, origin: api.url } });
    expect(end.status).toBe(204);
    expect((await getAs(api, '/api/admin/session', phoneCookie)).status).toBe(401);
    // Someone else's session, or one already ended: a 404.
    const { cookie: stranger } = await activeStaff();
    const strangers = (await (await getAs(api, '/api/admin/me/sessions', stranger)).json()) as { id: string }[];
    const notMine = await api.request(`/api/admin/me/sessions/${strangers[0]!.id}`, { method: 'DELETE', headers: { cookie, origin: api.url } });
    expect(notMine.status).toBe(404);
    expect((await getAs(api, '/api/admin/session', stranger)).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await getAs(api, '/api/admin/me/sessions', undefined)).status).toBe(401);
    expect((await post('/api/admin/me/password', { currentPassword: 'x', newPassword: 'y' })).status).toBe(401);
  });
});

describe('Organisation settings', () => {
  it('keeps the access rules: super_admin only', async () => {
    await expectAccessRules(api, '/api/admin/settings', 'settings:write');
  });

  it('starts from the configuration, then the saved details are what the public site shows', async () => {
    const initial = await (await getAs(api, '/api/admin/settings', superAdmin)).json();
    expect(initial).toEqual({ ...api.config.contact, version: 0 });
    const saved = await sendAs(api, 'PATCH', '/api/admin/settings', superAdmin, {
      phone: '+254 700 123 456',
      email: 'nairobi@missioncontrol.example',
      whatsappNumber: '+254 700 123 456',
      address: 'Westlands, Nairobi, Kenya',
      version: 0,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ whatsappNumber: '254700123456', version: 1 });
    expect(await (await api.request('/api/site/contact')).json()).toEqual({
      phone: '+254 700 123 456',
      email: 'nairobi@missioncontrol.example',
      whatsappNumber: '254700123456',
      address: 'Westlands, Nairobi, Kenya',
      website: api.config.publicUrl,
    });
    const stale = await sendAs(api, 'PATCH', '/api/admin/settings', superAdmin, { ...api.config.contact, version: 0 });
    expect(stale.status).toBe(409);
    const bad = await sendAs(api, 'PATCH', '/api/admin/settings', superAdmin, { phone: 'call me', email: 'nope', whatsappNumber: '12', address: '', version: 1 });
    expect(bad.status).toBe(400);
    const fields = ((await errorOf(bad)).details as { field: string }[]).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['phone', 'email', 'whatsappNumber']));
    expect((await auditOf(api.db.knex, 'organisation', 'contact')).map((e) => e.action)).toEqual(['updated']);
  });

  it('is refused to other roles', async () => {
    const marketing = await cookieFor(api.db.knex, 'marketing');
    expect((await sendAs(api, 'PATCH', '/api/admin/settings', marketing, { ...api.config.contact, version: 0 })).status).toBe(403);
  });
});

// Demo accounts still sign in: a password hash column made nullable changes nothing for them.
it('leaves the demo accounts able to sign in', async () => {
  expect((await login('admin', 'mission-control')).status).toBe(200);
});
