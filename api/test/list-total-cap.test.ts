// A total past 10,000 is answered as TOTAL_CAP with totalCapped (shown "10,000+") where counting every match is costly
// (issue 33 item 2): a search, a filtered list, the case lists' searches. Below the cap the count stays exact, and a
// capped search still pages in the order asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_CAP, type ApplicationPage, type StudentPage } from '@contract';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createSession } from '../src/auth/sessions';
import { invalidateFigures } from '../src/data/figures-cache';
import { createAdmin, getAs } from './admin-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let cookie: string;
const MANY = TOTAL_CAP + 25;

beforeAll(async () => {
  api = await startTestApi();
  const lead = await createAdmin(api.db.knex, 'super_admin');
  cookie = `${SESSION_COOKIES.admin}=${await createSession(api.db.knex, 'admin', lead)}`;
  // Cheap rows, in SQL: MANY students named "Capybara <n>" from one fair, each with an application.
  await api.db.knex.raw(
    `insert into students (personal_info, tags, created_at, updated_at)
     select jsonb_build_object('name', 'Capybara ' || lpad(g::text, 5, '0'), 'country', 'Kenya'), array['Cap Fair 2031'],
            now() - make_interval(secs => g), now() - make_interval(secs => g)
     from generate_series(1, ?::int) g`,
    [MANY],
  );
  await api.db.knex.raw(
    `insert into applications (student_id, university_id, program, status, application_date)
     select s.id, (select min(id) from universities), 'Capybara Studies', 'draft', current_date
     from students s where s.personal_info->>'name' like 'Capybara %'`,
  );
  await api.db.knex.raw('analyze students, applications');
  invalidateFigures(api.db.knex);
}, 60_000);
afterAll(() => api.close());

async function get<T>(query: string): Promise<T> {
  const res = await getAs(api, query, cookie);
  expect(res.status, query).toBe(200);
  return (await res.json()) as T;
}

describe('list totals past 10,000', () => {
  it('a common search fragment answers "10,000+" and still pages in the order asked', async () => {
    const first = await get<StudentPage>('/api/admin/students?search=capybara&sort=name&limit=30');
    expect(first).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    expect(first.items.map((s) => s.personalInfo.name)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Capybara ${String(i + 1).padStart(5, '0')}`),
    );
    const second = await get<StudentPage>(`/api/admin/students?search=capybara&sort=name&limit=30&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items[0]!.personalInfo.name).toBe('Capybara 00031');
    expect(second).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    // The newest first: the walk follows updated_at too.
    const newest = await get<StudentPage>('/api/admin/students?search=capybara&sort=-updatedAt&limit=2');
    expect(newest.items.map((s) => s.personalInfo.name)).toEqual(['Capybara 00001', 'Capybara 00002']);
  });

  it('a search under the cap, a short one and a filter count exactly or cap alike', async () => {
    expect(await get<StudentPage>('/api/admin/students?search=capybara%200')).toMatchObject({ total: TOTAL_CAP - 1 });
    expect((await get<StudentPage>('/api/admin/students?search=capybara%200')).totalCapped).toBeFalsy();
    // Two characters: not the trigram path, counted with the cap all the same.
    expect(await get<StudentPage>('/api/admin/students?search=ca')).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    expect(await get<StudentPage>('/api/admin/students?source=Cap%20Fair%202031')).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    // No filter at all: the cached grouped count is exact whatever the size.
    const everyone = await get<StudentPage>('/api/admin/students');
    expect(everyone.total).toBeGreaterThan(MANY);
    expect(everyone.totalCapped).toBeFalsy();
  });

  it('the applications search answers "10,000+" too, and its status tiles stay exact', async () => {
    const page = await get<ApplicationPage>('/api/admin/applications?search=capybara');
    expect(page).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    expect(page.statusCounts.draft).toBeGreaterThan(MANY);
    const few = await get<ApplicationPage>('/api/admin/applications?search=capybara%2000012');
    expect(few.total).toBe(1);
    expect(few.totalCapped).toBeFalsy();
  });
});
