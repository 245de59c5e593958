// The students search reads the narrow `student_search` rows (db/migrations/2026112919000001_student_search.ts), kept
// in step with the students by triggers: a write is found by the next search, a deleted student is not, the row scope
// follows a reassignment, and a search answers what the students' own columns answer, match for match, in each order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_SORTS, type StudentPage, type StudentSort } from '@contract';
import { SESSION_COOKIES } from '../src/auth/cookies';
import { createSession } from '../src/auth/sessions';
import { createAdmin, getAs } from './admin-helpers';
import { sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
const cookies = { admin: '', counselorA: '', counselorB: '' };
const staff = { counselorA: '', counselorB: '' };

async function cookieOf(id: string): Promise<string> {
  return `${SESSION_COOKIES.admin}=${await createSession(api.db.knex, 'admin', id)}`;
}

beforeAll(async () => {
  api = await startTestApi();
  cookies.admin = await cookieOf(await createAdmin(api.db.knex, 'super_admin'));
  staff.counselorA = await createAdmin(api.db.knex, 'counselor');
  staff.counselorB = await createAdmin(api.db.knex, 'counselor');
  cookies.counselorA = await cookieOf(staff.counselorA);
  cookies.counselorB = await cookieOf(staff.counselorB);
});
afterAll(() => api?.close());

async function page(search: string, cookie = cookies.admin, extra = ''): Promise<StudentPage> {
  const res = await getAs(api, `/api/admin/students?search=${encodeURIComponent(search)}&limit=100${extra}`, cookie);
  expect(res.status, search).toBe(200);
  return (await res.json()) as StudentPage;
}
const found = async (search: string, cookie = cookies.admin) => (await page(search, cookie)).items.map((s) => s.id);

describe('the search rows follow every write', () => {
  it('created, renamed, a new phone, reassigned, deleted: the next search answers each', async () => {
    const created = await sendAs(api, 'POST', '/api/admin/students', cookies.admin, {
      name: 'Zorblat Ndege',
      email: 'ndege.first@example.com',
      phone: '+254 712 908 765',
      country: 'Kenya',
      assignedCounselor: staff.counselorA,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    let student = (await created.json()) as { id: string; version: number };
    expect(await found('zorblat')).toEqual([student.id]);
    expect(await found('0712 908')).toEqual([student.id]);

    const patch = async (fields: Record<string, unknown>) => {
      const res = await sendAs(api, 'PATCH', `/api/admin/students/${student.id}`, cookies.admin, { version: student.version, ...fields });
      expect(res.status, await res.clone().text()).toBe(200);
      student = (await res.json()) as typeof student;
    };
    await patch({ name: 'Quillon Ndege' });
    expect(await found('zorblat')).toEqual([]);
    expect(await found('quillon')).toEqual([student.id]);

    await patch({ phone: '+254 733 445 566', email: 'quillon@example.com' });
    expect(await found('0712 908')).toEqual([]);
    expect(await found('0733 445')).toEqual([student.id]);
    expect(await found('quillon@ex')).toEqual([student.id]);

    // The caseload scope reads the counselor from the search rows too.
    expect(await found('quillon', cookies.counselorA)).toEqual([student.id]);
    expect(await found('quillon', cookies.counselorB)).toEqual([]);
    await patch({ assignedCounselor: staff.counselorB });
    expect(await found('quillon', cookies.counselorA)).toEqual([]);
    expect(await found('quillon', cookies.counselorB)).toEqual([student.id]);
    await patch({ assignedCounselor: null });
    expect(await found('quillon', cookies.counselorA)).toEqual([student.id]);

    // Deleted (as a merge deletes the duplicate), then back, then gone for good.
    await api.db.knex('students').where({ id: student.id }).update({ deleted_at: api.db.knex.fn.now() });
    expect(await found('quillon')).toEqual([]);
    expect(await api.db.knex('student_search').where({ id: student.id }).first()).toBeUndefined();
    await api.db.knex('students').where({ id: student.id }).update({ deleted_at: null });
    expect(await found('quillon')).toEqual([student.id]);
    await api.db.knex('student_notes').where({ student_id: student.id }).delete();
    await api.db.knex('activity_log').where({ entity: 'student', entity_id: student.id }).delete();
    await api.db.knex('students').where({ id: student.id }).delete();
    expect(await found('quillon')).toEqual([]);
  });
});

describe('a search answers what the students answer', () => {
  beforeAll(async () => {
    // 60 students sharing fragments, some with equal names (the order's tie-break is the id), a few deleted, half
    // assigned to counselor A; filters on columns the search rows do not hold (stage, source) join the students.
    await api.db.knex.raw(
      `insert into students (personal_info, field_of_study, stage, tags, assigned_counselor, created_at, updated_at, deleted_at)
       select jsonb_build_object('name', (array['Wombat Achieng', 'Wombat Otieno', 'Achieng Wombat', 'Otieno Kamau'])[1 + g % 4],
                                 'email', 'wombat' || g || '@example.com', 'phone', '+254 7' || lpad((g * 7919 % 100000000)::text, 8, '0')),
              case when g % 5 = 0 then 'Wombat Studies' end,
              (array['lead', 'visa'])[1 + g % 2],
              case when g % 3 = 0 then array['Wombat Fair'] else '{}'::text[] end,
              case when g % 2 = 0 then ?::uuid end,
              now() - make_interval(mins => g % 17), now() - make_interval(mins => g % 13),
              case when g % 11 = 0 then now() end
       from generate_series(1, 60) g`,
      [staff.counselorA],
    );
  });

  const orderKey: Record<string, string> = { name: 'sort_name', createdAt: 'created_at', updatedAt: 'updated_at' };

  /** The matches as the students table gives them, in the order asked. */
  async function expected(search: string, sort: StudentSort, where: (q: ReturnType<typeof api.db.knex>) => void = () => {}) {
    const descending = sort.startsWith('-');
    const column = orderKey[descending ? sort.slice(1) : sort]!;
    const query = api.db
      .knex('students')
      .whereNull('deleted_at')
      .where((q) => q.whereRaw('search_text ilike ?', [`%${search}%`]).orWhereRaw('contact_text ilike ?', [`%${search}%`]))
      .orderBy([
        { column, order: descending ? 'desc' : 'asc' },
        { column: 'id', order: descending ? 'desc' : 'asc' },
      ]);
    where(query);
    return (await query.pluck('id')) as string[];
  }

  /** Every page of the API's answer, 7 at a time, and the total of the first page. */
  async function answered(search: string, sort: StudentSort, cookie = cookies.admin, extra = '') {
    const ids: string[] = [];
    let cursor: string | null = null;
    let total = -1;
    do {
      const res = await getAs(
        api,
        `/api/admin/students?search=${encodeURIComponent(search)}&sort=${sort}&limit=7${extra}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        cookie,
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as StudentPage;
      if (total < 0) total = body.total;
      ids.push(...body.items.map((s) => s.id));
      cursor = body.nextCursor;
    } while (cursor);
    return { ids, total };
  }

  it('the same matches in each order, page by page, and the same count', async () => {
    for (const search of ['wombat', 'achieng', 'otieno kamau', 'wombat studies', '@example']) {
      for (const sort of STUDENT_SORTS) {
        const want = await expected(search, sort);
        const got = await answered(search, sort);
        expect(got.ids, `${search} ${sort}`).toEqual(want);
        expect(got.total, `${search} ${sort}`).toBe(want.length);
      }
    }
  });

  it("within a counselor's scope, and with filters on the students' other columns", async () => {
    const scope = (q: ReturnType<typeof api.db.knex>) =>
      q.where((w) => w.where('assigned_counselor', staff.counselorA).orWhereNull('assigned_counselor'));
    for (const sort of ['name', '-updatedAt'] as const) {
      const mine = await answered('wombat', sort, cookies.counselorA);
      expect(mine.ids, sort).toEqual(await expected('wombat', sort, scope));
      const visa = await answered('wombat', sort, cookies.admin, '&stage=visa&source=wombat%20fair');
      const want = await expected('wombat', sort, (q) => q.where('stage', 'visa').whereRaw('tag_keys @> array[?]', ['wombat fair']));
      expect(visa.ids, sort).toEqual(want);
      expect(visa.total, sort).toBe(want.length);
      expect(want.length).toBeGreaterThan(0);
    }
  });
});
