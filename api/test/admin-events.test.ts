import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventReportSchema, eventSchema, studentSchema, type RecruitmentEvent, type StudentStage } from '@contract';
import { cookieFor, expectAccessRules, getAs } from './admin-helpers';
import { auditOf, countRows, errorOf, expectWriteAccessRules, sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let marketing: string;
let counselor: string;
beforeAll(async () => {
  api = await startTestApi();
  [marketing, counselor] = await Promise.all([cookieFor(api.db.knex, 'marketing'), cookieFor(api.db.knex, 'counselor')]);
});
afterAll(() => api.close());

const fields = (extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: `Kampala Study Fair ${randomUUID().slice(0, 8)}`,
  city: 'Kampala',
  country: 'Uganda',
  venue: 'Serena Conference Centre',
  startDate: '2026-04-10',
  endDate: '2026-04-11',
  cost: 1200,
  ...extra,
});

async function create(extra: Record<string, unknown> = {}, cookie = marketing): Promise<RecruitmentEvent> {
  const res = await sendAs(api, 'POST', '/api/admin/events', cookie, fields(extra));
  expect(res.status, await res.clone().text()).toBe(201);
  return eventSchema.parse(await res.json());
}

const fieldsOf = async (res: Response) => ((await errorOf(res)).details as { field: string; message: string }[]) ?? [];

describe('the events API', () => {
  it('lets events:read roles read, and only events:write roles (marketing) write', async () => {
    const event = await create();
    await expectAccessRules(api, '/api/admin/events', 'events:read');
    await expectAccessRules(api, `/api/admin/events/${event.id}`, 'events:read');
    await expectAccessRules(api, `/api/admin/events/${event.id}/report`, 'events:read');
    await expectAccessRules(api, '/api/admin/events/reports', 'events:read');
    await expectWriteAccessRules(api, { method: 'POST', path: '/api/admin/events', valid: fields(), invalid: { ...fields(), name: '' } }, 'events:write', () =>
      countRows(api.db.knex, 'events'),
    );
    await expectWriteAccessRules(
      api,
      { method: 'PATCH', path: `/api/admin/events/${event.id}`, valid: { version: 1, venue: 'Elsewhere' }, invalid: { version: 1, startDate: 'soon' } },
      'events:write',
      async () => (await api.db.knex('events').where({ id: event.id }).first()).version,
    );
  });

  it('stores an event once per client id, lists it, and audits the create', async () => {
    const body = fields({ cost: null });
    const first = await sendAs(api, 'POST', '/api/admin/events', marketing, body);
    expect(first.status).toBe(201);
    const again = await sendAs(api, 'POST', '/api/admin/events', marketing, body);
    expect(again.status).toBe(200);
    const event = eventSchema.parse(await again.json());
    expect(event).toMatchObject({ id: body.id, name: body.name, startDate: '2026-04-10', endDate: '2026-04-11', cost: null, version: 1 });
    expect(await countRows(api.db.knex, 'events', { id: body.id })).toBe(1);
    const list = (await (await getAs(api, `/api/admin/events?search=${encodeURIComponent(body.name)}`, counselor)).json()) as RecruitmentEvent[];
    expect(list.map((e) => e.id)).toEqual([body.id]);
    expect((await auditOf(api.db.knex, 'event', body.id)).map((e) => e.action)).toEqual(['created']);
  });

  it('refuses bad input with a message next to the field, never a 500', async () => {
    const res = await sendAs(api, 'POST', '/api/admin/events', marketing, fields({ name: ' ', endDate: '2026-04-01', cost: -5 }));
    expect(res.status).toBe(400);
    const byField = Object.fromEntries((await fieldsOf(res)).map((d) => [d.field, d.message]));
    expect(byField).toMatchObject({ name: expect.stringContaining('name of the fair'), cost: 'The cost cannot be negative.' });
    const event = await create();
    const backwards = await sendAs(api, 'PATCH', `/api/admin/events/${event.id}`, marketing, { version: 1, endDate: '2026-04-01' });
    expect(backwards.status).toBe(400);
    expect(await fieldsOf(backwards)).toEqual([{ field: 'endDate', message: 'The last day cannot be before the first day.' }]);
    expect((await getAs(api, '/api/admin/events/not-an-id', marketing)).status).toBe(404);
    expect((await getAs(api, `/api/admin/events/${randomUUID()}/report`, marketing)).status).toBe(404);
  });

  it('edits at the version seen and answers 409 with the current event on a stale one; both audited once', async () => {
    const event = await create();
    const edited = await sendAs(api, 'PATCH', `/api/admin/events/${event.id}`, marketing, { version: 1, venue: 'Kampala Sheraton', cost: 900 });
    expect(edited.status).toBe(200);
    expect(eventSchema.parse(await edited.json())).toMatchObject({ venue: 'Kampala Sheraton', cost: 900, version: 2 });
    const stale = await sendAs(api, 'PATCH', `/api/admin/events/${event.id}`, marketing, { version: 1, venue: 'Another hall' });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).details).toMatchObject({ current: { venue: 'Kampala Sheraton', version: 2 } });
    const audit = await auditOf(api.db.knex, 'event', event.id);
    expect(audit.map((e) => e.action)).toEqual(['created', 'updated']);
    expect(audit[1]!.changes).toEqual({ venue: { from: 'Serena Conference Centre', to: 'Kampala Sheraton' }, cost: { from: 1200, to: 900 } });
  });
});

describe('leads credited to a fair', () => {
  it('credits a lead from fair mode (POST /api/admin/students with eventId) with the id and the name as a tag', async () => {
    const event = await create();
    const res = await sendAs(api, 'POST', '/api/admin/students', counselor, { id: randomUUID(), name: 'Nakato Fair Lead', eventId: event.id.toUpperCase(), tags: [] });
    expect(res.status, await res.clone().text()).toBe(201);
    const student = studentSchema.parse(await res.json());
    expect(student).toMatchObject({ eventId: event.id, tags: [event.name] });
    // The event page's link to its leads: the list filtered by the fair.
    const list = (await (await getAs(api, `/api/admin/students?event=${event.id}`, counselor)).json()) as { items: { id: string }[]; total: number };
    expect(list.items.map((s) => s.id)).toEqual([student.id]);
    expect(list.total).toBe(1);
    expect((await getAs(api, '/api/admin/students?event=nairobi', counselor)).status).toBe(400);
  });

  it('refuses a lead naming a fair that does not exist, on its eventId field, storing nothing', async () => {
    const id = randomUUID();
    const res = await sendAs(api, 'POST', '/api/admin/students', counselor, { id, name: 'Nobody Fair', eventId: randomUUID() });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual([{ field: 'eventId', message: 'This fair does not exist. Choose one from the list.' }]);
    expect(await countRows(api.db.knex, 'students', { id })).toBe(0);
  });
});

describe('a fair report', () => {
  it('counts the fair’s live leads along the funnel, with the conversion costs, against a hand-counted fixture', async () => {
    const event = await create({ cost: 1000 });
    const knex = api.db.knex;
    // 8 leads: 3 still leads, 1 applying, 1 with an offer, 1 at visa (approved), 1 arrived (approved visa), 1 alumni;
    // one more removed (not counted) and one at another fair.
    const stages: StudentStage[] = ['lead', 'lead', 'lead', 'application_in_progress', 'offer', 'visa', 'arrived', 'alumni'];
    const ids = stages.map(() => randomUUID());
    await knex('students').insert(
      stages.map((stage, i) => ({ id: ids[i], personal_info: JSON.stringify({ name: `Report Lead ${i}` }), stage, tags: [event.name], event_id: event.id })),
    );
    await knex('students').insert({ id: randomUUID(), personal_info: JSON.stringify({ name: 'Removed Lead' }), stage: 'arrived', event_id: event.id, deleted_at: new Date() });
    await knex('visa_cases').insert([
      { student_id: ids[5], visa_type: 'Student Pass', status: 'approved' },
      { student_id: ids[6], visa_type: 'Student Pass', status: 'approved' },
      { student_id: ids[4], visa_type: 'Student Pass', status: 'submitted' },
    ]);
    const res = await getAs(api, `/api/admin/events/${event.id}/report`, counselor);
    expect(res.status).toBe(200);
    // applications: stages from application_in_progress on (5); offers: from offer on (4); arrivals: arrived, alumni (2).
    expect(eventReportSchema.parse(await res.json())).toEqual({
      leads: 8,
      applications: 5,
      offers: 4,
      visasApproved: 2,
      arrivals: 2,
      costPerLead: 125,
      costPerArrival: 500,
    });
    const all = (await (await getAs(api, '/api/admin/events/reports', marketing)).json()) as (RecruitmentEvent & { report: { leads: number } })[];
    expect(all.find((e) => e.id === event.id)?.report.leads).toBe(8);
  });

  it('reports a fair without a cost or leads as zeros and no costs', async () => {
    const event = await create({ cost: null });
    expect(await (await getAs(api, `/api/admin/events/${event.id}/report`, marketing)).json()).toEqual({
      leads: 0,
      applications: 0,
      offers: 0,
      visasApproved: 0,
      arrivals: 0,
      costPerLead: null,
      costPerArrival: null,
    });
  });
});
