// Issue 25 finding 2: a merge handed the duplicate lead's portal account to the student it was merged into. An
// enquiry with a victim's phone and an attacker's e-mail is flagged as a possible duplicate, invited and activated by
// the attacker, then merged: the attacker's sign-in opened the victim's record. A merge now closes the lead's account.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntrySchema, createdStudentSchema, portalDashboardSchema, portalInviteSchema, studentDetailSchema, studentSchema } from '@contract';
import { hashPassword } from '../src/auth/passwords';
import { cookieFor, getAs } from './admin-helpers';
import { sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

const ATTACKER_PASSWORD = 'monsoon kettle orbit lantern';
const VICTIM_PASSWORD = 'harbour violet canoe 2027';

let api: TestApi;
let counselor: string;
beforeAll(async () => {
  api = await startTestApi();
  counselor = await cookieFor(api.db.knex, 'counselor');
});
afterAll(() => api.close());

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const login = (username: string, password: string) => api.request('/api/portal/login', json({ username, password }));
const portalCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('mc_portal='))?.split(';')[0];
const me = (cookie: string) => api.request('/api/portal/me', { headers: { cookie } });

async function created(path: string, body: unknown) {
  const res = await sendAs(api, 'POST', path, counselor, body);
  expect(res.status, path).toBe(201);
  return res.json();
}

let pairs = 0;
/**
 * The victim (a student, with or without a portal account of their own) and the attacker's lead: the victim's phone
 * in another format, the attacker's e-mail. The attacker activates the lead's invitation and holds a portal session.
 */
async function attack(victimHasAccount: boolean, victimHasEmail = true) {
  pairs += 1;
  const digits = `7${String(pairs).padStart(2, '0')}555123`;
  const victimEmail = `victim.${pairs}@example.org`;
  const contacts = victimHasEmail ? { phone: `+254 ${digits}`, email: victimEmail } : { phone: `+254 ${digits}` };
  const victim = studentSchema.parse(await created('/api/admin/students', { id: randomUUID(), name: 'Amina Hassan', ...contacts }));
  let victimAccount: string | undefined;
  if (victimHasAccount) {
    victimAccount = randomUUID();
    await api.db.knex('portal_accounts').insert({ id: victimAccount, student_id: victim.id, username: victimEmail, password_hash: await hashPassword(VICTIM_PASSWORD) });
  }
  const attackerEmail = `attacker.${pairs}@example.net`;
  const lead = createdStudentSchema.parse(await created('/api/admin/students', { id: randomUUID(), name: 'Amina H.', phone: `0${digits}`, email: attackerEmail }));
  expect(lead.possibleDuplicateOf.map((m) => m.id)).toEqual([victim.id]);
  const invite = portalInviteSchema.parse(await created(`/api/admin/students/${lead.id}/portal-invite`, {}));
  const activated = await api.request('/api/portal/activate', json({ token: new URL(invite.url).searchParams.get('token'), password: ATTACKER_PASSWORD }));
  expect(activated.status).toBe(200);
  const session = portalCookie(activated)!;
  expect(portalDashboardSchema.parse(await (await me(session)).json()).student.name).toBe('Amina H.');
  // An invitation staff sent the lead again, not used yet: it must not survive the merge either.
  await created(`/api/admin/students/${lead.id}/portal-invite`, {});
  return { victim, victimEmail, victimAccount, lead, attackerEmail, session };
}

async function mergeInto(lead: { id: string; version: number }, kept: { id: string }) {
  const current = studentDetailSchema.parse(await (await getAs(api, `/api/admin/students/${kept.id}`, counselor)).json()).student;
  const res = await sendAs(api, 'POST', `/api/admin/students/${lead.id}/duplicates`, counselor, {
    resolution: 'merge',
    into: kept.id,
    version: lead.version,
    intoVersion: current.version,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('merging a lead with a portal account (issue 25 finding 2)', () => {
  it("closes the lead's account: the attacker's session and password open nothing, and the victim has no account until invited", async () => {
    const { victim, lead, attackerEmail, session } = await attack(false);
    await mergeInto(lead, victim);

    expect((await me(session)).status).toBe(401);
    expect((await login(attackerEmail, ATTACKER_PASSWORD)).status).toBe(401);
    expect(await api.db.knex('portal_accounts').where({ student_id: victim.id })).toEqual([]);
    expect(await api.db.knex('portal_accounts').where({ student_id: lead.id })).toEqual([]);
    expect(await api.db.knex('portal_invites').where({ student_id: lead.id }).whereNull('used_at')).toEqual([]);
    // The merge's trail says so, on the kept student's timeline.
    const timeline = await getAs(api, `/api/admin/students/${victim.id}/activity`, counselor);
    const [entry] = activityEntrySchema.array().parse(((await timeline.json()) as { items: unknown[] }).items);
    expect(entry).toMatchObject({ action: 'merged', detail: "A duplicate profile was merged into Amina Hassan; the duplicate's portal account was closed" });
    // Staff invite the kept student as usual; the invitation is theirs.
    const again = portalInviteSchema.parse(await created(`/api/admin/students/${victim.id}/portal-invite`, {}));
    expect(again.url).toMatch(/token=/);
  });

  it("leaves the kept student's own account untouched", async () => {
    const { victim, victimEmail, victimAccount, lead, attackerEmail, session } = await attack(true);
    const before = await api.db.knex('portal_accounts').where({ student_id: victim.id });
    await mergeInto(lead, victim);

    expect((await me(session)).status).toBe(401);
    expect((await login(attackerEmail, ATTACKER_PASSWORD)).status).toBe(401);
    expect(await api.db.knex('portal_accounts').where({ student_id: victim.id })).toEqual(before);
    expect(before.map((a: { id: string }) => a.id)).toEqual([victimAccount]);
    const own = await login(victimEmail, VICTIM_PASSWORD);
    expect(own.status).toBe(200);
    expect(portalDashboardSchema.parse(await (await me(portalCookie(own)!)).json()).student.name).toBe('Amina Hassan');
  });

  it("leaves the lead's e-mail off a kept student who had none, so no invitation can be e-mailed to the attacker", async () => {
    const { victim, lead, attackerEmail } = await attack(false, false);
    await mergeInto(lead, victim);

    const kept = studentDetailSchema.parse(await (await getAs(api, `/api/admin/students/${victim.id}`, counselor)).json()).student;
    expect(kept.personalInfo.email ?? '').toBe('');
    expect(JSON.stringify(await api.db.knex('students').where({ id: victim.id }).first('personal_info'))).not.toContain(attackerEmail);
    const timeline = await getAs(api, `/api/admin/students/${victim.id}/activity`, counselor);
    const [entry] = activityEntrySchema.array().parse(((await timeline.json()) as { items: unknown[] }).items);
    expect(entry!.detail).toBe(
      "A duplicate profile was merged into Amina Hassan; the duplicate's portal account was closed; the duplicate's e-mail was not copied: confirm with the student before adding it",
    );
    // The trail names the field, never the address.
    expect(JSON.stringify(entry)).not.toContain(attackerEmail);
  });
});
