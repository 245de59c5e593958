import type { Knex } from 'knex';
import { hashPassword } from '../password-hash';
import type { AdminRole } from '@contract/enums';
import { buildDemoJourneys } from './demo-students';
import { insertJourneys, insertRows } from './insert';
import { MESSAGE_TEMPLATES } from './message-templates';
import { NEWS_ARTICLES } from './news';
import { buildDemoMentors } from './mentors';
import { buildPortalStudent, PORTAL_STUDENT_NAME, PORTAL_USERNAME } from './portal-student';
import { PROGRAMMES } from './programmes';
import { insertDemoEvents } from './events';
import { createRandom } from './random';
import { loadSeedContext } from './records';
import { SCHOLARSHIPS } from './scholarships';
import { UNIVERSITIES } from './universities';

/** The password of every demo account, staff and student alike. */
export const DEMO_PASSWORD = 'mission-control';
/** The demo data set is drawn from this seed, so every fresh database gets the same one. */
export const DEMO_SEED = 20_261_121;
// An arbitrary key for pg_advisory_xact_lock, private to seeding.
const SEED_LOCK_KEY = 4_610_021;

/** One staff account per role; `admin` is the super admin, the others are named after their role. */
export const DEMO_STAFF: readonly { username: string; role: AdminRole; fullName: string; email?: string; whatsapp?: string }[] = [
  { username: 'admin', role: 'super_admin', fullName: 'Hodan Ali Farah' },
  { username: 'admissions_lead', role: 'admissions_lead', fullName: 'Grace Wanjiru Mwangi' },
  { username: 'visa_officer', role: 'visa_officer', fullName: 'Nurul Aisyah Rahman' },
  // The portal student's counselor: the portal gives her his own e-mail and WhatsApp (docs/PRODUCT.md §2.7).
  { username: 'counselor', role: 'counselor', fullName: 'Ibrahim Mohamed Osman', email: 'ibrahim.osman@missioncontrol.example', whatsapp: '+60 12-318 4402' },
  { username: 'marketing', role: 'marketing', fullName: 'Chidinma Okafor' },
  { username: 'partnerships', role: 'partnerships', fullName: 'Daniel Tan Wei Ming' },
  { username: 'finance', role: 'finance', fullName: 'Priya Subramaniam' },
  { username: 'support', role: 'support', fullName: 'Lim Mei Ling' },
];

/**
 * Fills an empty database with the demo data set, in one transaction. Does nothing when universities
 * already exist, so every start of the server may call it. Resolves to whether it seeded.
 */
export async function seedDemo(knex: Knex): Promise<boolean> {
  return knex.transaction(async (trx) => {
    // Two servers starting together must not both seed: the second waits here, then finds the rows.
    await trx.raw('select pg_advisory_xact_lock(?)', [SEED_LOCK_KEY]);
    const existing = await trx('universities').first('id');
    if (existing) return false;

    // Hashing is deliberately slow, so hash once and share it between the demo accounts.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    // Ids come from their own stream so that adding a field to the data does not change every id.
    const idSource = createRandom(DEMO_SEED + 1);
    const newId = (): string => idSource.uuid();

    const universities = await trx('universities')
      .insert(UNIVERSITIES.map((u) => ({ ...u })))
      .returning<{ id: number; name: string }[]>(['id', 'name']);
    await insertRows(trx, 'programmes', PROGRAMMES.map(({ university, programme: p }) => ({
      university_id: findId(universities, (u) => u.name === university, university),
      name: p.name,
      level: p.level,
      field: p.field,
      duration_years: p.durationYears,
      intakes: p.intakes,
      tuition_per_year: p.tuitionPerYear,
      entry_requirements: p.entryRequirements,
    })));
    const scholarships = await trx('scholarships')
      .insert(SCHOLARSHIPS.map(({ deadlineDate, ...s }) => ({ ...s, deadline_date: deadlineDate })))
      .returning<{ id: number; title: string }[]>(['id', 'title']);
    await insertRows(trx, 'news_articles', NEWS_ARTICLES.map(toNewsRow));
    const staff = DEMO_STAFF.map((s) => ({
      id: newId(),
      username: s.username,
      password_hash: passwordHash,
      full_name: s.fullName,
      role: s.role,
      email: s.email ?? null,
      whatsapp: s.whatsapp ?? null,
    }));
    await insertRows(trx, 'admin_users', staff);

    const ctx = await loadSeedContext(trx, createRandom(DEMO_SEED), newId);
    const journeys = buildDemoJourneys(ctx, [PORTAL_STUDENT_NAME]);
    const portal = buildPortalStudent(ctx, {
      universityId: (name) => findId(universities, (u) => u.name === name, name),
      scholarshipId: (title) => findId(scholarships, (s) => s.title === title, title),
      counselorId: staff.find((s) => s.role === 'counselor')?.id ?? null,
      visaOfficerId: staff.find((s) => s.role === 'visa_officer')?.id ?? null,
    });
    // A handful of history rows is enough for the demo; the generator writes them for everyone.
    const withHistory = journeys.filter((_, i) => i % 5 === 0);
    await insertJourneys(trx, [...journeys, portal], [...withHistory, portal]);
    await insertRows(trx, 'student_tasks', portal.tasks);
    await trx('portal_accounts').insert({
      id: newId(),
      student_id: portal.student.id,
      username: PORTAL_USERNAME,
      password_hash: passwordHash,
    });
    // Last, so their ids do not shift the ids drawn above.
    const marketing = staff.find((s) => s.role === 'marketing')?.id ?? null;
    await insertRows(trx, 'message_templates', MESSAGE_TEMPLATES.map((t) => ({ ...t, id: newId(), created_by: marketing })));
    // Two mentors, the first matched to the portal's student.
    const alumni = journeys.find((j) => j.student.stage === 'alumni');
    const universityName = (id: number) => universities.find((u) => u.id === id)?.name ?? 'Universiti Malaya (UM)';
    const mentors = await trx('mentors').insert(buildDemoMentors(alumni, universityName)).returning<{ id: number }[]>('id');
    await trx('mentor_matches').insert({ mentor_id: mentors[0]!.id, student_id: portal.student.id, matched_at: new Date('2026-10-05T10:00:00.000Z') });
    // Two fairs, credited with the demo leads tagged with their names.
    await insertDemoEvents(trx, newId);
    // The exchange rates of 1 November 2026, how much one ringgit buys (the public pages' "about KES …").
    await trx('currency_rates').insert({ id: 1, as_of: '2026-11-01', rates: JSON.stringify(DEMO_RATES) });
    return true;
  });
}

const DEMO_RATES = { USD: 0.226, KES: 29.2, NGN: 337, GHS: 3.52, ETB: 27.9, UGX: 826, TZS: 601, SOS: 129, SDG: 136 };

function toNewsRow(article: (typeof NEWS_ARTICLES)[number]): Record<string, unknown> {
  const { publishedAt, imageUrl, ...rest } = article;
  return { ...rest, published_at: publishedAt, image_url: imageUrl };
}

function findId<T extends { id: number }>(rows: readonly T[], match: (row: T) => boolean, label: string): number {
  const row = rows.find(match);
  if (!row) throw new Error(`Demo data refers to a missing row: ${label}`);
  return row.id;
}
