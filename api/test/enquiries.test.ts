import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES, enquiryResultSchema, errorBodySchema, WEBSITE_TAG } from '@contract';
import { NO_PUBLIC_EVENT } from '../src/events/public-routes';
import { PUBLIC_CACHE_CONTROL } from '../src/http/public-cache';
import { readContentVersion } from '../src/ssr/content-version';
import { cookieFor, getAs } from './admin-helpers';
import type { DashboardSummary } from '@contract';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
// Each test starts with the whole hourly allowance of the test client (127.0.0.1).
beforeEach(() => api.db.knex('rate_limits').where('bucket', 'like', 'enquiry:%').delete());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  api.request('/api/enquiries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const enquiry = (fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'Halima Yusuf',
  phone: '+254 700 111 222',
  email: `halima.${randomUUID().slice(0, 8)}@example.com`,
  country: 'Kenya',
  fieldOfStudy: 'Nursing',
  intake: 'September 2027',
  message: 'Which universities offer nursing in English?',
  consent: true,
  ...fields,
});

const enquiryRows = (id: string) => api.db.knex('enquiries').where({ id }).select('*');
const studentOf = (studentId: string) => api.db.knex('students').where({ id: studentId }).first();
const details = async (res: Response) => errorBodySchema.parse(await res.json()).error;
const countOf = async (table: string) => Number((await api.db.knex(table).count({ n: '*' }).first())?.n);

describe('POST /api/enquiries', () => {
  it('creates a lead tagged Website with the enquiry beside it, and one "New enquiry from the website" entry (201)', async () => {
    const [scholarship] = await api.db.knex('scholarships').orderBy('id').limit(1).select('id');
    const body = enquiry({ scholarshipId: scholarship.id, phone: '+254 733 987 601' });
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(enquiryResultSchema.parse(await res.json())).toEqual({ id: body.id });

    const [row] = await enquiryRows(body.id);
    expect(row).toMatchObject({ message: body.message, intake: 'September 2027', scholarship_id: scholarship.id });
    expect(row.consented_at).toBeInstanceOf(Date);
    const student = await studentOf(row.student_id);
    expect(student).toMatchObject({ stage: 'lead', tags: [WEBSITE_TAG], field_of_study: 'Nursing', deleted_at: null });
    expect(student.personal_info).toEqual({ name: 'Halima Yusuf', phone: '+254 733 987 601', email: body.email, country: 'Kenya' });

    const entries = await api.db.knex('activity_log').where({ entity: 'student', entity_id: row.student_id }).select('action', 'actor_id');
    expect(entries).toEqual([{ action: 'enquired', actor_id: null }]);
    // A counselor sees it in Recent Mission Updates.
    const dashboard = await getAs(api, '/api/admin/dashboard', await cookieFor(api.db.knex, 'counselor'));
    const { recentUpdates, websiteEnquiries } = (await dashboard.json()) as DashboardSummary;
    expect(websiteEnquiries.recent).toBeGreaterThanOrEqual(1);
    expect(recentUpdates[0]).toMatchObject({
      studentId: row.student_id,
      title: 'New enquiry from the website',
      detail: 'Halima Yusuf from Kenya sent an enquiry',
      actorName: null,
    });
  });

  it('is idempotent on the id: a resend is a 200 with the same id, one enquiry, one lead, one entry', async () => {
    const body = enquiry({ phone: '+254 733 555 010' });
    const students = await countOf('students');
    expect((await post(body)).status).toBe(201);
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id: body.id });
    // Sent again with the id in capitals, and twice at once: still the one.
    const racing = await Promise.all([post({ ...body, id: body.id.toUpperCase() }), post(body)]);
    expect(racing.map((r) => r.status)).toEqual([200, 200]);
    expect(await enquiryRows(body.id)).toHaveLength(1);
    expect(await countOf('students')).toBe(students + 1);
    const [row] = await enquiryRows(body.id);
    expect(await api.db.knex('activity_log').where({ entity_id: row.student_id }).select('action')).toEqual([{ action: 'enquired' }]);
  });

  it('runs the duplicate check: a lead whose phone matches a live student is flagged, never merged', async () => {
    const first = enquiry({ phone: '+254 712 000 999', email: null });
    await post(first);
    const second = enquiry({ name: 'Halima Y.', phone: '0712 000 999', email: null });
    expect((await post(second)).status).toBe(201);
    const [a] = await enquiryRows(first.id);
    const [b] = await enquiryRows(second.id);
    expect(a.student_id).not.toBe(b.student_id);
    const flags = await api.db.knex('student_duplicate_flags').where({ student_id: b.student_id }).select('duplicate_of', 'matched_on');
    expect(flags).toEqual([{ duplicate_of: a.student_id, matched_on: 'phone' }]);
    // The public answer says nothing about it.
    expect(await (await post(enquiry({ phone: '0712 000 999', email: null }))).json()).toEqual({ id: expect.any(String) });
  });

  it('moves the enquiry with the person when the flagged lead is merged into the student it duplicates', async () => {
    const first = enquiry({ phone: '+254 745 000 321', email: null });
    const second = enquiry({ name: 'Halima Yusuf Ali', phone: '0745 000 321', email: null, message: 'Second message' });
    await post(first);
    await post(second);
    const [kept] = await enquiryRows(first.id);
    const [lead] = await enquiryRows(second.id);
    const [keptRow, leadRow] = [await studentOf(kept.student_id), await studentOf(lead.student_id)];
    const res = await api.request(`/api/admin/students/${lead.student_id}/duplicates`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie: await cookieFor(api.db.knex, 'admissions_lead') },
      body: JSON.stringify({ resolution: 'merge', into: kept.student_id, version: leadRow.version, intoVersion: keptRow.version }),
    });
    expect(res.status).toBe(200);
    expect((await enquiryRows(second.id))[0].student_id).toBe(kept.student_id);
  });

  it('needs a phone or an e-mail: the refusal names both fields; either one alone is enough', async () => {
    const body = enquiry({ phone: '', email: null });
    const res = await post(body);
    expect(res.status).toBe(400);
    const error = await details(res);
    expect(error.message).toBe(ENQUIRY_MESSAGES.contact);
    expect(error.details).toEqual([
      { field: 'phone', message: ENQUIRY_MESSAGES.contact },
      { field: 'email', message: ENQUIRY_MESSAGES.contact },
    ]);
    expect(await enquiryRows(body.id)).toEqual([]);
    expect((await post(enquiry({ phone: null }))).status).toBe(201);
    expect((await post(enquiry({ email: '', phone: '+234 803 123 4567' }))).status).toBe(201);
  });

  it.each([
    ['missing', undefined],
    ['false', false],
    ['a string', 'yes'],
  ])('refuses an enquiry whose consent is %s, with the message next to the consent box', async (_, consent) => {
    const body = enquiry({ consent });
    const res = await post(body);
    expect(res.status).toBe(400);
    expect((await details(res)).details).toEqual([{ field: 'consent', message: ENQUIRY_MESSAGES.consent }]);
    expect(await enquiryRows(body.id)).toEqual([]);
  });

  it.each([
    [{ name: '  ' }, 'name', ENQUIRY_MESSAGES.name],
    [{ name: undefined }, 'name', ENQUIRY_MESSAGES.name],
    [{ id: 'not-a-uuid' }, 'id', ENQUIRY_MESSAGES.id],
    [{ email: 'amina@' }, 'email', ENQUIRY_MESSAGES.email],
    [{ phone: '12ab' }, 'phone', ENQUIRY_MESSAGES.phone],
    [{ country: 'Atlantis' }, 'country', ENQUIRY_MESSAGES.country],
    [{ message: 'a message of 2,001 characters' }, 'message', 'Keep this under 2000 characters.'],
    [{ scholarshipId: 'first' }, 'scholarshipId', 'Choose a scholarship from the list.'],
    [{ scholarshipId: 999999 }, 'scholarshipId', 'This scholarship is no longer offered. Choose another one or leave it out.'],
    [{ name: 'Amina\u0000' }, 'name', 'Text cannot contain the NUL character (\\u0000). Remove it and try again.'],
  ])('refuses %j with a 400 naming the field, and stores nothing', async (fields, field, message) => {
    const students = await countOf('students');
    const res = await post(enquiry('message' in fields ? { message: 'x'.repeat(2001) } : fields));
    expect(res.status).toBe(400);
    const error = await details(res);
    expect(error.message).toBe(message);
    expect(error.details).toContainEqual({ field, message });
    expect(await countOf('students')).toBe(students);
  });

  it('refuses a body that is not JSON, or too large, before reading it', async () => {
    const broken = await post('{"name":');
    expect(broken.status).toBe(400);
    expect((await details(broken)).message).toBe('The request body is not valid JSON.');
    const huge = await post(enquiry({ message: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
  });

  it('answers a filled honeypot like a success and stores nothing, not even a count', async () => {
    const students = await countOf('students');
    const body = enquiry({ website: 'https://cheap-pills.example' });
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: body.id });
    // A bot's garbage is answered the same way.
    const junk = await post({ website: 'x', name: 42 });
    expect(junk.status).toBe(201);
    expect(enquiryResultSchema.parse(await junk.json()).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await enquiryRows(body.id)).toEqual([]);
    expect(await countOf('students')).toBe(students);
    expect(await api.db.knex('rate_limits').where('bucket', 'like', 'enquiry:%').select('bucket')).toEqual([]);
    // An empty honeypot is what the form sends.
    expect((await post(enquiry({ website: '' }))).status).toBe(201);
  });

  it('limits enquiries to 10 an hour per client address: 429 with Retry-After and a sentence; a resend is not counted', async () => {
    const sent = [];
    for (let i = 0; i < 10; i++) sent.push(enquiry({ phone: `+255 700 100 ${String(100 + i)}` }));
    const statuses = [];
    for (const body of sent) statuses.push((await post(body)).status);
    expect(statuses).toEqual(Array(10).fill(201));
    const eleventh = enquiry();
    const refused = await post(eleventh);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
    expect((await details(refused)).message).toBe(
      'Too many enquiries from your connection. Please wait 60 minutes and try again, or write to us on WhatsApp.',
    );
    // Sent from a Swahili page, the same refusal in Swahili (issue 29).
    const swahili = await post(enquiry({ language: 'sw' }));
    expect(swahili.status).toBe(429);
    expect((await details(swahili)).message).toBe(
      'Maswali mengi mno kutoka kwenye muunganisho wako. Tafadhali subiri dakika 60 kisha ujaribu tena, au tuandikie kwenye WhatsApp.',
    );
    expect(await enquiryRows(eleventh.id)).toEqual([]);
    // The offline queue resending an enquiry already received still gets its answer.
    expect((await post(sent[3])).status).toBe(200);
    // When the hour is over the address may send again.
    await api.db.knex('rate_limits').where('bucket', 'like', 'enquiry:%').update({ expires_at: new Date(Date.now() - 1000) });
    expect((await post(eleventh)).status).toBe(201);
  });

  it('refuses an enquiry sent from another site', async () => {
    const body = enquiry();
    const res = await post(body, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await enquiryRows(body.id)).toEqual([]);
  });

  it('tags a lead without a fair Website only, and refuses an eventId that is not an id', async () => {
    const body = enquiry();
    expect((await post(body)).status).toBe(201);
    const [row] = await enquiryRows(body.id);
    expect(await studentOf(row.student_id)).toMatchObject({ tags: [WEBSITE_TAG], event_id: null });
    expect((await post(enquiry({ eventId: 7 }))).status).toBe(400);
  });
});

describe('POST /enquire (the form without JavaScript)', () => {
  const postForm = (fields: Record<string, string>) =>
    api.request('/enquire', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it('stores the enquiry and answers 303 to the page that says it was sent', async () => {
    const id = randomUUID();
    const res = await postForm({ id, name: 'Kofi Mensah', phone: '', email: 'kofi.form@example.com', country: 'Ghana', fieldOfStudy: '', intake: '', message: '', website: '', consent: 'on' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/enquire?sent=1');
    const [row] = await enquiryRows(id);
    expect((await studentOf(row.student_id)).personal_info).toEqual({ name: 'Kofi Mensah', email: 'kofi.form@example.com', country: 'Ghana' });
  });

  it('gives each post of the page its own id: the page, rendered once for everyone, carries none', async () => {
    const before = await countOf('enquiries');
    const fields = { name: 'Ama Owusu', phone: '+233 24 123 4567', consent: 'on' };
    expect((await postForm(fields)).status).toBe(303);
    expect((await postForm({ ...fields, name: 'Ama Owusu Jr' })).status).toBe(303);
    expect(await countOf('enquiries')).toBe(before + 2);
  });

  it('answers a filled honeypot like a success, storing nothing', async () => {
    const id = randomUUID();
    const res = await postForm({ id, name: 'Bot', email: 'bot@example.com', consent: 'on', website: 'spam' });
    expect(res.status).toBe(303);
    expect(await enquiryRows(id)).toEqual([]);
  });

  it('refuses a form from another site, and a body that is not a form', async () => {
    const id = randomUUID();
    const cross = await api.request('/enquire', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: new URLSearchParams({ id, name: 'X', email: 'x@example.com', consent: 'on' }).toString(),
    });
    expect(cross.status).toBe(403);
    const json = await api.request('/enquire', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    expect(await enquiryRows(id)).toEqual([]);
  });
});

describe('the dashboard’s "New website enquiries"', () => {
  it('counts the enquiries of the last 7 days whose lead is still in the CRM, fresh after each new one', async () => {
    const cookie = await cookieFor(api.db.knex, 'counselor');
    const recent = async () => ((await (await getAs(api, '/api/admin/dashboard', cookie)).json()) as DashboardSummary).websiteEnquiries.recent;
    const before = await recent();
    const body = enquiry({ phone: '+256 772 000 111' });
    await post(body);
    expect(await recent()).toBe(before + 1);
    // Older than a week, or its lead removed: no longer new.
    const [row] = await enquiryRows(body.id);
    await api.db.knex('enquiries').where({ id: body.id }).update({ created_at: new Date(Date.now() - 8 * 24 * 3600 * 1000) });
    const second = enquiry({ phone: '+256 772 000 222' });
    await post(second);
    expect(await recent()).toBe(before + 1);
    const [secondRow] = await enquiryRows(second.id);
    await api.db.knex('students').where({ id: secondRow.student_id }).update({ deleted_at: new Date() });
    await post(enquiry({ phone: '+256 772 000 333' })); // a new one, so the cached figures are computed again
    expect(await recent()).toBe(before + 1);
    expect(row.student_id).not.toBe(secondRow.student_id);
  });
});

describe('an enquiry from a fair’s QR code (eventId)', () => {
  const fair = async () => {
    const id = randomUUID();
    await api.db.knex('events').insert({ id, name: `Mogadishu Fair ${id.slice(0, 6)}`, city: 'Mogadishu', country: 'Somalia', venue: 'Jazeera Hotel', start_date: '2026-05-02', end_date: '2026-05-02', cost: 1500 });
    return { id, name: `Mogadishu Fair ${id.slice(0, 6)}` };
  };

  it('credits the lead to the fair: its id, and its name beside the Website tag', async () => {
    const event = await fair();
    const body = enquiry({ eventId: event.id });
    expect((await post(body)).status).toBe(201);
    const [row] = await enquiryRows(body.id);
    expect(await studentOf(row.student_id)).toMatchObject({ event_id: event.id, tags: [WEBSITE_TAG, event.name] });
  });

  it("GET /api/events/:id tells anyone the fair's name, place and days, never its cost; an unknown one is a 404", async () => {
    const event = await fair();
    const res = await api.request(`/api/events/${event.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(await res.json()).toEqual({ id: event.id, name: event.name, city: 'Mogadishu', country: 'Somalia', venue: 'Jazeera Hotel', startDate: '2026-05-02', endDate: '2026-05-02' });
    for (const unknown of [randomUUID(), 'not-a-fair']) {
      const missing = await api.request(`/api/events/${unknown}`);
      expect(missing.status).toBe(404);
      expect((await details(missing)).message).toBe(NO_PUBLIC_EVENT);
    }
    // Its page names it, so renaming it changes the public content's version (the rendered pages' cache key).
    const before = await readContentVersion(api.db.knex);
    await api.db.knex('events').where({ id: event.id }).update({ name: `${event.name} (renamed)` });
    expect(await readContentVersion(api.db.knex)).not.toBe(before);
  });

  it('refuses a fair that does not exist, on the eventId field, storing nothing', async () => {
    const body = enquiry({ eventId: randomUUID() });
    const res = await post(body);
    expect(res.status).toBe(400);
    expect((await details(res)).details).toEqual([{ field: 'eventId', message: ENQUIRY_MESSAGES.eventId }]);
    expect(await enquiryRows(body.id)).toEqual([]);
  });

  // Attack review, issue 25 finding 8: a mistake must cost nothing, so the references are checked before the count.
  it('counts no refused fair or scholarship against the hourly allowance: ten good enquiries still go through', async () => {
    for (const mistake of [{ eventId: randomUUID() }, { scholarshipId: 999_999 }, { eventId: randomUUID(), scholarshipId: 999_998 }]) {
      for (let i = 0; i < 4; i++) expect((await post(enquiry(mistake))).status).toBe(400);
    }
    expect(await api.db.knex('rate_limits').where('bucket', 'like', 'enquiry:%')).toEqual([]);
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await post(enquiry({ phone: `+255 700 200 ${String(100 + i)}` }))).status);
    expect(statuses).toEqual(Array(10).fill(201));
    expect((await post(enquiry())).status).toBe(429);
  });

  it('answers the form posted without JavaScript with an unknown or malformed fair as the page with the sentence (400), storing nothing', async () => {
    for (const eventId of [randomUUID(), 'not-a-fair']) {
      const id = randomUUID();
      const res = await api.request('/enquire', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id, name: 'Ayaan Wrong Fair', email: 'ayaan.wrong@example.com', consent: 'on', eventId }).toString(),
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(html).toContain('Ayaan Wrong Fair');
      // The sentence is said for the whole form (the fair has no field of its own on the page).
      expect(html).toContain(ENQUIRY_MESSAGES.eventId);
      expect(await enquiryRows(id)).toEqual([]);
    }
  });

  it('credits the fair from the form posted without JavaScript, and the page after it still names the fair', async () => {
    const event = await fair();
    const id = randomUUID();
    const res = await api.request('/enquire', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id, name: 'Ayaan Form Fair', email: 'ayaan.fair@example.com', consent: 'on', eventId: event.id }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/enquire?sent=1&event=${event.id}`);
    const [row] = await enquiryRows(id);
    expect((await studentOf(row.student_id)).event_id).toBe(event.id);
  });
});
