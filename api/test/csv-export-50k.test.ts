// A 50,000-student export streams (docs/PRODUCT.md §3.20): the first bytes reach the client before the server has
// read the last row (it records the export once the last batch is read), and the whole file holds every student.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admin-helpers';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createSession } from '../src/auth/sessions';
import { startTestApi, type TestApi } from './test-api';

const STUDENTS = 50_000;
let api: TestApi;
let me: string;
let cookie: string;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  me = await createAdmin(api.db.knex, 'super_admin');
  cookie = `${SESSION_COOKIES.admin}=${await createSession(api.db.knex, 'admin', me)}`;
  // In one statement: 50,000 leads with a comma, a quote and a Somali name in each row.
  await api.db.knex.raw(
    `insert into students (id, personal_info, stage, tags)
     select gen_random_uuid(),
            jsonb_build_object('name', 'Cabdi "Xasan", ' || g, 'email', 'lead' || g || '@example.com',
                               'phone', '+25261' || lpad(g::text, 7, '0'), 'country', 'Somalia'),
            'lead', array['Bulk Fair']
     from generate_series(1, ?) g`,
    [STUDENTS],
  );
}, 120_000);
afterAll(() => api?.close());

const exportsRecorded = () => api.db.knex('activity_log').where({ actor_id: me, entity: 'export' }).select<{ after: { count: number; complete: boolean } }[]>('after');

describe('GET /api/admin/students/export.csv of 50,000 students', () => {
  it('sends the first rows before the last one is read, then the whole list, recorded once with its count', async () => {
    const res = await api.request('/api/admin/students/export.csv', { headers: { cookie } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    const first = await reader.read();
    chunks.push(first.value!);
    // The file has begun and the server is still reading: the export is recorded only after its last batch.
    expect(new TextDecoder().decode(first.value!)).toContain('Cabdi');
    expect(await exportsRecorded()).toEqual([]);

    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    const rows = parse(Buffer.concat(chunks), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(STUDENTS);
    expect(rows[0]!.name).toMatch(/^Cabdi "Xasan", \d+$/);
    expect(new Set(rows.map((r) => r.id)).size).toBe(STUDENTS);
    await expect.poll(exportsRecorded).toEqual([{ after: expect.objectContaining({ count: STUDENTS, complete: true }) }]);
  }, 120_000);
});
