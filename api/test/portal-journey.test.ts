import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalDashboardSchema, STAFF_CONTACT_MESSAGES, staffAccountSchema, type PortalDashboard } from '@contract';
import { cookieFor, getAs } from './admin-helpers';
import { sendAs } from './crm-write-helpers';
import { createOtherPortalStudent, OTHER_STUDENT } from './portal-fixtures';
import { startTestApi, type TestApi } from './test-api';

// Issue 28 items 4 and 5: the portal tracks each application and the visa case, and names the student's counselor.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await createOtherPortalStudent(api.db.knex);
});
afterAll(() => api.close());

async function dashboardOf(username: string, password: string): Promise<PortalDashboard> {
  const res = await api.request('/api/portal/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status).toBe(200);
  return portalDashboardSchema.parse(await res.json());
}

describe('the portal dashboard', () => {
  it("lists the demo student's two applications and her visa case in her words, and names her counselor", async () => {
    const dashboard = await dashboardOf('student', 'mission-control');
    expect(dashboard.applications.map(({ university, programme, intake, statusText, changedOn }) => ({ university, programme, intake, statusText, changedOn }))).toEqual([
      {
        university: 'Asia Pacific University of Technology & Innovation (APU)',
        programme: 'Bachelor of Computer Science (Hons)',
        intake: 'January 2027',
        statusText: 'Offer received',
        changedOn: '2026-07-09',
      },
      { university: 'Universiti Malaya (UM)', programme: 'Bachelor of Computer Science (Hons)', intake: 'February 2027', statusText: 'Offer with conditions', changedOn: '2026-08-03' },
    ]);
    expect(dashboard.applications.every((a) => a.next.length > 0)).toBe(true);
    expect(dashboard.visa).toMatchObject({ visaType: 'Student Pass', statusText: 'Interview scheduled', appointmentOn: '2026-12-03' });
    expect(dashboard.counselor).toEqual({
      name: 'Ibrahim Mohamed Osman',
      initials: 'IO',
      email: 'ibrahim.osman@missioncontrol.example',
      whatsapp: '+60 12-318 4402',
    });
  });

  it('answers counselor null for a student no counselor was assigned to', async () => {
    const dashboard = await dashboardOf(OTHER_STUDENT.username, OTHER_STUDENT.password);
    expect(dashboard.counselor).toBeNull();
    expect(dashboard.applications).toHaveLength(1);
    expect(dashboard.applications[0]).toMatchObject({ university: "Taylor's University", statusText: 'The university is deciding', intake: null });
  });

  it("gives a counselor without work contacts null e-mail and WhatsApp (the portal falls back to the general ones), and no one else's", async () => {
    const counselor = await api.db.knex('admin_users').where({ username: 'counselor' }).first('id', 'email', 'whatsapp');
    await api.db.knex('admin_users').where({ id: counselor.id }).update({ email: null, whatsapp: null });
    try {
      expect((await dashboardOf('student', 'mission-control')).counselor).toEqual({ name: 'Ibrahim Mohamed Osman', initials: 'IO', email: null, whatsapp: null });
    } finally {
      await api.db.knex('admin_users').where({ id: counselor.id }).update({ email: counselor.email, whatsapp: counselor.whatsapp });
    }
  });
});

describe("a staff account's work e-mail and WhatsApp (Settings → staff)", () => {
  it('are set, refused in words when malformed, and cleared, by a super admin', async () => {
    const superAdmin = await cookieFor(api.db.knex, 'super_admin');
    const list = (await (await getAs(api, '/api/admin/staff', superAdmin)).json()) as { items: unknown[] };
    const account = list.items.map((a) => staffAccountSchema.parse(a)).find((a) => a.username === 'support')!;
    expect(account).toMatchObject({ email: null, whatsapp: null });
    const path = `/api/admin/staff/${account.id}`;

    const bad = await sendAs(api, 'PATCH', path, superAdmin, { email: 'not-an-address', whatsapp: '12', version: account.version });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { details: unknown[] } }).error.details).toEqual(
      expect.arrayContaining([
        { field: 'email', message: STAFF_CONTACT_MESSAGES.email },
        { field: 'whatsapp', message: STAFF_CONTACT_MESSAGES.whatsapp },
      ]),
    );

    const set = await sendAs(api, 'PATCH', path, superAdmin, { email: 'Lim.MeiLing@MissionControl.example', whatsapp: '+60 11-2233 4455', version: account.version });
    expect(set.status).toBe(200);
    const saved = staffAccountSchema.parse(await set.json());
    expect(saved).toMatchObject({ email: 'lim.meiling@missioncontrol.example', whatsapp: '+60 11-2233 4455', fullName: account.fullName, role: 'support' });

    const cleared = await sendAs(api, 'PATCH', path, superAdmin, { email: '', whatsapp: null, version: saved.version });
    expect(staffAccountSchema.parse(await cleared.json())).toMatchObject({ email: null, whatsapp: null });
  });

  it('may not be changed by a role that does not manage staff', async () => {
    const counselor = await cookieFor(api.db.knex, 'counselor');
    const id = (await api.db.knex('admin_users').where({ username: 'support' }).first('id')).id;
    const res = await sendAs(api, 'PATCH', `/api/admin/staff/${id}`, counselor, { email: 'me@example.com', version: 1 });
    expect(res.status).toBe(403);
  });
});
