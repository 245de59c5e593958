import fc from 'fast-check';
import type { Route } from './routes';
import { VOCABULARY } from './vocabulary';

/**
 * Cursors for every endpoint that takes one: shaped like each kind the API hands out (a list's [time, uuid], the
 * timeline's [time, bigint], the sync's [time, uuid, watermark]), with times that are real, impossible (February
 * 30, month 13, hour 99, year 0) or not times, ids of every type, and text that is not a cursor at all.
 */
const IMPOSSIBLE_TIMES = [
  '2026-02-30T00:00:00.000000Z',
  '2026-13-45T99:99:99Z',
  '2026-13-01T00:00:00.000000Z',
  '2026-04-31T00:00:00.000000Z',
  '2025-02-29T00:00:00.000000Z',
  '2026-01-01T24:00:00.000000Z',
  '2026-01-01T23:60:00.000000Z',
  '2026-01-01T23:59:60.000000Z',
  '0000-01-01T00:00:00.000000Z',
  '0000-12-31T23:59:59.999999Z',
  '-000001-01-01T00:00:00.000000Z',
  '+275760-09-13T00:00:00.000Z',
  '10000-01-01T00:00:00.000000Z',
  '2026-01-01T00:00:00Z',
  '2026-01-01',
  '2026-01-01 00:00:00.000000+00',
  'infinity',
  '-infinity',
  'epoch',
  'now',
];

const isoMicros = (d: Date, micros: number) => `${d.toISOString().slice(0, 23)}${String(micros).padStart(3, '0')}Z`;

/** Times as Postgres prints them, from year 1 to 9999, and the edges. */
const realTime = fc.oneof(
  fc.tuple(fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }), fc.nat(999)).map(([d, us]) => isoMicros(d, us)),
  fc.constantFrom('0001-01-01T00:00:00.000000Z', '9999-12-31T23:59:59.999999Z', '2024-02-29T12:00:00.000000Z'),
);

const time = fc.oneof(
  { weight: 3, arbitrary: realTime },
  { weight: 8, arbitrary: fc.constantFrom(...IMPOSSIBLE_TIMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 0, 1e308, -1, true, [], {}) },
);

const id = fc.oneof(
  fc.uuid(),
  fc.constant('00000000-0000-0000-0000-000000000000'),
  fc.integer({ min: 1, max: 10_000 }),
  fc.constantFrom<unknown>(0, -1, 1.5, 2 ** 53, 2 ** 63, 1e308, '5', '1; drop table students', null),
);

const keyShaped = fc.oneof(
  fc.tuple(time, id),
  fc.tuple(time, id, fc.oneof(fc.constant(null), time)),
  fc.tuple(time),
  fc.tuple(time, id, time, time),
  fc.record({ createdAt: time, id }),
);

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null').toString('base64url');

/** A cursor's text as a client could send it. */
export const cursorText = fc.oneof(
  { weight: 8, arbitrary: keyShaped.map(base64url) },
  // Plain base64 (with + / =), JSON that is not a key, bytes that are not JSON, text that is not base64.
  { weight: 1, arbitrary: keyShaped.map((k) => Buffer.from(JSON.stringify(k)).toString('base64')) },
  { weight: 1, arbitrary: fc.json().map((j) => Buffer.from(j).toString('base64url')) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 60 }).map((b) => Buffer.from(b).toString('base64url')) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 400 }).map((n) => 'A'.repeat(n)) },
);

/**
 * Cursors made from one the route really handed out: unchanged, or with one of its parts replaced by another time
 * or id (valid-looking, impossible or of another type), or cut short or lengthened.
 */
export function cursorsLike(real: string): fc.Arbitrary<string> {
  const key = JSON.parse(Buffer.from(real, 'base64url').toString('utf8')) as unknown[];
  // A time is replaced by another time mostly, an id by another id, so that most cases test the part's own check.
  const like = (part: unknown) => (typeof part === 'string' && /^\d{4}-\d\d-/.test(part) ? time : id);
  const replaced = fc
    .nat(key.length - 1)
    .chain((i) => fc.oneof({ weight: 4, arbitrary: like(key[i]) }, { weight: 1, arbitrary: fc.oneof(time, id) }).map((value) => key.with(i, value)));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(real) },
    { weight: 6, arbitrary: replaced.map(base64url) },
    { weight: 1, arbitrary: fc.oneof(fc.constant(key.slice(0, -1)), fc.constant([...key, key[0]])).map(base64url) },
    { weight: 2, arbitrary: cursorText },
  );
}

const CURSOR_KEYS = ['cursor', 'since'];

/**
 * The query key a GET route takes its cursor in, if it takes one: read from the contract's query schema named
 * after the route's last segment (`/api/admin/visa-cases` -> visaCaseListQuerySchema, `.../:id/activity` ->
 * activityQuerySchema). A path ending in a parameter is one record, not a list.
 */
export function cursorKeyOf(route: Route): string | undefined {
  const last = route.path.split('/').pop() ?? '';
  if (route.method !== 'GET' || last.startsWith(':')) return undefined;
  const stem = last.replaceAll('-', '').toLowerCase().replace(/s$/, '');
  const shape = VOCABULARY.shapes.find((s) => s.name.toLowerCase().startsWith(stem) && /query/i.test(s.name));
  return shape?.keys.find((key) => CURSOR_KEYS.includes(key));
}
