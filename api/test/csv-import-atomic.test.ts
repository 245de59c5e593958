// Issue 25 finding 7: a failed import still stored rows. A good row, then a row with a NUL byte: 400, yet the good
// row was stored and no import audit entry written, and the dry run had listed the NUL row as "created". An import
// is now one transaction, and the dry run runs the real run's checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentImportAnswer } from '@contract';
import { NUL_MESSAGE } from '../src/http/validate';
import { cookieFor, errorMessage } from './admin-helpers';
import { countRows } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let cookie: string;
beforeAll(async () => {
  api = await startTestApi();
  cookie = await cookieFor(api.db.knex, 'counselor');
});
afterAll(() => api.close());

const send = (csv: string, dryRun: boolean) =>
  api.request(`/api/admin/students/import?dryRun=${dryRun}`, { method: 'POST', headers: { 'content-type': 'text/csv', origin: api.url, cookie }, body: csv });
const named = (name: string) => api.db.knex('students').whereRaw("personal_info->>'name' = ?", [name]);
const imports = () => countRows(api.db.knex, 'activity_log', { entity: 'student_import', action: 'imported' });

describe('an import is all rows or none (issue 25 finding 7)', () => {
  it('finds a row with a NUL byte in the dry run as the real run does, and never stores it', async () => {
    const csv = 'name,phone,fieldOfStudy\nGood Row,+254 733 100 200,Law\nNul Row,+254 733 100 201,Me\u0000dicine\n';
    const dry = (await (await send(csv, true)).json()) as StudentImportAnswer;
    expect(dry.created.map((c) => c.name)).toEqual(['Good Row']);
    expect(dry.invalid).toEqual([{ row: 3, reasons: [{ field: 'fieldOfStudy', message: NUL_MESSAGE }] }]);

    const res = await send(csv, false);
    expect(res.status, await res.clone().text()).toBe(200);
    expect({ ...((await res.json()) as StudentImportAnswer), dryRun: true }).toEqual(dry);
    expect(await named('Good Row')).toHaveLength(1);
    expect(await named('Nul Row')).toHaveLength(0);
    expect(await imports()).toBe(1);
  });

  it('stores nothing, and no import entry, when the database refuses a row below stored ones', async () => {
    // A rule the schema does not know, enforced by the database: the row reaches Postgres and fails there.
    await api.db.knex.raw(`
      create function refuse_probe() returns trigger language plpgsql as $$
      begin
        if new.personal_info->>'name' = 'Refused By Database' then raise exception 'refused' using errcode = '22023'; end if;
        return new;
      end $$;
      create trigger refuse_probe before insert on students for each row execute function refuse_probe();`);
    const before = { students: await countRows(api.db.knex, 'students'), imports: await imports() };
    const csv = 'name,phone\nFirst Good,+254 733 100 300\nSecond Good,+254 733 100 301\nRefused By Database,+254 733 100 302\n';
    const res = await send(csv, false);
    expect(res.status).toBe(400);
    expect(await errorMessage(res)).toBe('Row 4: One of the values cannot be stored. Check the form and try again. Nothing was imported: fix the row and import the file again.');
    expect(await countRows(api.db.knex, 'students')).toBe(before.students);
    expect(await named('First Good')).toHaveLength(0);
    expect(await imports()).toBe(before.imports);
    await api.db.knex.raw('drop trigger refuse_probe on students; drop function refuse_probe()');
    expect((await send(csv, false)).status).toBe(200);
    expect(await named('First Good')).toHaveLength(1);
  });
});
