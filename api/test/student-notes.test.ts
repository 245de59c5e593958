import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntrySchema, ADMIN_ROLES, can, studentNoteSchema, type AdminRole, type StudentNote } from '@contract';
import { cookieFor, inEveryScope, expectAccessRules, getAs } from './admin-helpers';
import { countRows, errorOf, expectWriteAccessRules, sendAs } from './crm-write-helpers';
import { getSyncPage } from './sync-helpers';
import { startTestApi, type TestApi } from './test-api';

// Notes and logged contacts on a student (docs/PRODUCT.md §3.5.1, docs/SECURITY.md "Notes").

let api: TestApi;
let counselor: string;
let amina: string;
beforeAll(async () => {
  api = await startTestApi();
  const account = await api.db.knex('portal_accounts').where({ username: 'student' }).first<{ student_id: string }>('student_id');
  amina = account.student_id;
  // The students it works on are unassigned, in every counselor's and visa officer's row scope (issue 33).
  await inEveryScope(api.db.knex, [amina]);
  counselor = await cookieFor(api.db.knex, 'counselor');
});
afterAll(() => api.close());

const notesPath = (studentId: string) => `/api/admin/students/${studentId}/notes`;
const addNote = (studentId: string, body: unknown, cookie = counselor) => sendAs(api, 'POST', notesPath(studentId), cookie, body);

async function timeline(studentId: string, cookie = counselor) {
  const res = await getAs(api, `/api/admin/students/${studentId}/activity?limit=50`, cookie);
  expect(res.status).toBe(200);
  return activityEntrySchema.array().parse(((await res.json()) as { items: unknown }).items);
}

async function notesOf(studentId: string, cookie = counselor): Promise<StudentNote[]> {
  const res = await getAs(api, notesPath(studentId), cookie);
  expect(res.status).toBe(200);
  return studentNoteSchema.array().parse(((await res.json()) as { items: unknown }).items);
}

describe('POST /api/admin/students/:id/notes', () => {
  it('logs a call once for the same id (201, then 200), with the author, on the notes and the timeline', async () => {
    const id = randomUUID();
    const body = { id, kind: 'call', body: '  Talked through the offer letter; she will send the signed copy.  ', outcome: 'reached' };
    const first = await addNote(amina, body);
    expect(first.status).toBe(201);
    const note = studentNoteSchema.parse(await first.json());
    expect(note).toMatchObject({
      id,
      studentId: amina,
      kind: 'call',
      body: 'Talked through the offer letter; she will send the signed copy.',
      outcome: 'reached',
      authorName: 'Test counselor',
      version: 1,
    });

    // The outbox sending again after a lost answer: the same note, one row, one timeline entry.
    const again = await addNote(amina, body);
    expect(again.status).toBe(200);
    expect(studentNoteSchema.parse(await again.json())).toEqual(note);
    expect(await countRows(api.db.knex, 'student_notes', { id })).toBe(1);
    const entries = (await timeline(amina)).filter((e) => e.action === 'note_added' && e.detail === note.body);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ title: 'Call · Reached', actorName: 'Test counselor', entity: 'student', entityId: amina });
    expect(Date.parse(entries[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await notesOf(amina))[0]).toEqual(note);
  });

  it('writes the audit entry in the same transaction: who, which student, what was logged', async () => {
    const id = randomUUID();
    await addNote(amina, { id, kind: 'whatsapp', body: 'Sent the visa checklist', outcome: 'left_message' });
    const audit = await api.db.knex('activity_log').where({ entity: 'student', entity_id: amina, action: 'note_added' }).whereRaw("after->>'id' = ?", [id]);
    expect(audit).toHaveLength(1);
    expect(audit[0].changes).toEqual({
      kind: { from: null, to: 'whatsapp' },
      body: { from: null, to: 'Sent the visa checklist' },
      outcome: { from: null, to: 'left_message' },
    });
    expect(audit[0].actor_id).toEqual(expect.any(String));
  });

  it('keeps a plain note without outcome, newest first in the list', async () => {
    const res = await addNote(amina, { id: randomUUID(), kind: 'note', body: 'Prefers to be called after 5 pm.' });
    expect(res.status).toBe(201);
    const [newest] = await notesOf(amina);
    expect(newest).toMatchObject({ kind: 'note', outcome: null, body: 'Prefers to be called after 5 pm.' });
    expect((await timeline(amina))[0]).toMatchObject({ title: 'Note', detail: 'Prefers to be called after 5 pm.' });
  });

  it('refuses an empty note, a contact without outcome and an unknown kind, with a message per field', async () => {
    const empty = await addNote(amina, { id: randomUUID(), kind: 'note', body: '   ' });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({ message: 'Write the note.', details: [{ field: 'body', message: 'Write the note.' }] });

    const noOutcome = await addNote(amina, { id: randomUUID(), kind: 'call', body: 'Rang twice' });
    expect(noOutcome.status).toBe(400);
    expect((await errorOf(noOutcome)).details).toEqual([{ field: 'outcome', message: 'Choose how the call went.' }]);

    const noteWithOutcome = await addNote(amina, { id: randomUUID(), kind: 'note', body: 'x', outcome: 'reached' });
    expect((await errorOf(noteWithOutcome)).details).toEqual([{ field: 'outcome', message: 'Only a call, WhatsApp chat or meeting has an outcome.' }]);

    const kind = await addNote(amina, { id: randomUUID(), kind: 'email', body: 'x' });
    expect((await errorOf(kind)).details).toEqual([{ field: 'kind', message: 'Choose what to log: a note, a call, a WhatsApp chat or a meeting.' }]);

    const long = await addNote(amina, { id: randomUUID(), kind: 'note', body: 'x'.repeat(4001) });
    expect((await errorOf(long)).details).toEqual([{ field: 'body', message: 'Keep the note under 4000 characters.' }]);

    const badId = await addNote(amina, { id: 'not-a-uuid', kind: 'note', body: 'x' });
    expect((await errorOf(badId)).details).toEqual([{ field: 'id', message: 'The id must be a UUID.' }]);
  });

  it('answers 404 for a student that does not exist, and 409 for an id already used on another student', async () => {
    const missing = await addNote(randomUUID(), { id: randomUUID(), kind: 'note', body: 'Hello' });
    expect(missing.status).toBe(404);
    const id = randomUUID();
    expect((await addNote(amina, { id, kind: 'note', body: 'First' })).status).toBe(201);
    // Another student in the counselor's row scope (an unassigned one): outside it, the answer would be a 404.
    const other = await api.db.knex('students').whereNot({ id: amina }).whereNull('deleted_at').whereNull('assigned_counselor').first<{ id: string }>('id');
    const reused = await addNote(other.id, { id, kind: 'note', body: 'First' });
    expect(reused.status).toBe(409);
    expect((await errorOf(reused)).message).toBe('This note id is already used on another student. Write the note again.');
  });

  it('keeps the access rules: 401 without a session, 403 for roles without notes:write, nothing stored by a refusal', async () => {
    await expectWriteAccessRules(
      api,
      { method: 'POST', path: notesPath(amina), valid: { id: randomUUID(), kind: 'note', body: 'Refused' }, invalid: { id: randomUUID(), kind: 'note', body: '' } },
      'notes:write',
      () => countRows(api.db.knex, 'student_notes'),
    );
    // The writers are the roles that write students and read them whole; marketing writes students but no notes.
    const writers = ADMIN_ROLES.filter((role) => can(role, 'notes:write'));
    expect(writers).toEqual(['super_admin', 'admissions_lead', 'counselor']);
  });
});

describe('reading notes', () => {
  it('GET /students/:id/notes needs notes:read (the roles that read the whole student)', async () => {
    await expectAccessRules(api, notesPath(amina), 'notes:read');
    expect(ADMIN_ROLES.filter((role) => can(role, 'notes:read'))).toEqual(['super_admin', 'admissions_lead', 'visa_officer', 'counselor', 'support']);
  });

  it('leaves notes off the timeline and the recent updates of roles that may not read them', async () => {
    const body = `Visible only to note readers ${randomUUID()}`;
    expect((await addNote(amina, { id: randomUUID(), kind: 'meeting', body, outcome: 'follow_up' })).status).toBe(201);
    for (const role of ADMIN_ROLES) {
      const cookie = await cookieFor(api.db.knex, role as AdminRole);
      const seen = (await timeline(amina, cookie)).some((e) => e.detail === body);
      expect(seen, role).toBe(can(role, 'notes:read'));
      const dashboard = await getAs(api, '/api/admin/dashboard', cookie);
      const recent = ((await dashboard.json()) as { recentUpdates?: { detail: string }[] }).recentUpdates ?? [];
      expect(recent.some((e) => e.detail === body), role).toBe(can(role, 'notes:read') && recent.length > 0);
    }
  });

  it('syncs notes to the devices of the roles that read them, with the author', async () => {
    const id = randomUUID();
    await addNote(amina, { id, kind: 'call', body: 'Synced call', outcome: 'no_answer' });
    let since: string | undefined;
    let found: unknown;
    for (;;) {
      const page = await getSyncPage(api, counselor, 'notes', since, 1000);
      found ??= page.items.find((n) => n.id === id);
      if (page.remaining === 0) break;
      since = page.nextCursor;
    }
    expect(found).toMatchObject({ id, studentId: amina, kind: 'call', outcome: 'no_answer', authorName: 'Test counselor' });
    for (const role of ['marketing', 'partnerships', 'finance'] as const) {
      expect((await getAs(api, '/api/admin/sync?entity=notes', await cookieFor(api.db.knex, role))).status, role).toBe(403);
    }
  });
});
