import fc from 'fast-check';
import { cursorText } from './cursors';
import type { Route } from './routes';
import { SESSION_KINDS, type SessionKind } from './sessions';
import { shapesFor, VOCABULARY } from './vocabulary';

/** One generated request, kept symbolic where it depends on the running server (origin, cookies). */
export type FuzzRequest = {
  method: string;
  params: string[];
  query: string;
  body?: { text: string; contentType?: string; contentEncoding?: string };
  origin?: 'same' | 'other' | 'null' | 'garbage' | 'lookalike';
  secFetchSite?: string;
  accept?: string;
  acceptEncoding?: string;
  ifNoneMatch?: string;
  session: SessionKind;
  /** Extra cookies: noise, a forged duplicate of the session cookie, cookie syntax abuse. */
  cookieNoise: string[];
};

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf'];
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' or 1=1 --",
  "'; drop table students; --",
  '" or ""="',
  '%',
  '_',
  '\\',
  '%_\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\u202eevil',
  '👩🏽‍🎓',
  'Ḁ̴̡̟̹̈́ͅ',
  'ﷺ',
  '\ud800',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '-0',
  '0x1f',
  'true',
  '[]',
  '{}',
  '0000-01-01T00:00:00.000000Z',
  '2026-02-30T00:00:00.000000Z',
  '00000000-0000-0000-0000-000000000000',
];

/** Text with a NUL inside: JavaScript and JSON carry it, Postgres cannot store or compare it. */
const withNul = fc
  .tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
  .map(([a, b]) => `${a}\u0000${b}`);

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: withNul },
  { weight: 2, arbitrary: fc.constantFrom(...VOCABULARY.values) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: cursorText },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 200_000 }).map((n) => 'x'.repeat(n)) },
);

const key = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...VOCABULARY.keys) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
);

/** JSON values shaped like the contract's inputs, with wrong types and hostile strings mixed in. */
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 6 }),
  ),
}));

/** Nesting far deeper than any input: a recursive parser or validator must not fall over. */
const deepJson = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom(['[', ']'], ['{"a":', '}']))
  .map(([depth, [open, close]]) => open!.repeat(depth) + '1' + close!.repeat(depth));

/** Values a field could well hold: the fields around the one under attack should pass, so it gets checked. */
const plausible = fc.oneof(
  fc.constantFrom(...VOCABULARY.values),
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.uuid({ version: 4 }),
  fc.nat({ max: 1_000 }),
  fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constant('someone@example.com'),
  fc.array(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 3 }),
);

/** Every field of one of the schemas with a plausible value, except one under attack, and maybe extra fields. */
const schemaShaped = (shapes: string[][]) =>
  fc
    .tuple(
      fc.constantFrom(...shapes),
      fc.func(plausible),
      fc.nat(),
      fc.oneof({ weight: 3, arbitrary: nastyString }, { weight: 1, arbitrary: value }),
      fc.dictionary(key, value, { maxKeys: 2 }),
    )
    .map(([shape, valueOf, target, hostile, extra]) => ({
      ...extra,
      ...Object.fromEntries(shape.map((k, i) => [k, i === target % shape.length ? hostile : valueOf(k)])),
    }));

const bodyText = (shapes: string[][]) =>
  fc.oneof(
    { weight: 8, arbitrary: schemaShaped(shapes).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: schemaShaped(VOCABULARY.shapes.map((s) => s.keys)).map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: fc.dictionary(key, value, { maxKeys: 6 }).map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.json() },
    { weight: 1, arbitrary: deepJson },
    // Prototype pollution through the parsed body (JSON.parse makes __proto__ an own key).
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"polluted":"yes","role":"super_admin"}}',
        '{"constructor":{"prototype":{"polluted":"yes"}}}',
        '{"username":"admin","password":"x","__proto__":{"isAdmin":true}}',
      ),
    },
    // Not JSON at all, or cut short.
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 1, arbitrary: fc.json().map((j) => j.slice(0, Math.max(0, j.length - 1))) },
    // Past the body limit.
    { weight: 1, arbitrary: fc.integer({ min: 90_000, max: 300_000 }).map((n) => JSON.stringify({ email: 'a'.repeat(n) })) },
  );

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'garbage',
  '',
];

/** Absent most of the time, so the hostile values do not hide everything behind the first check they fail. */
const mostlyAbsent = <T>(arbitrary: fc.Arbitrary<T>, absentWeight = 3) =>
  fc.oneof({ weight: absentWeight, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

const body = (shapes: string[][]) =>
  fc.record({
    text: bodyText(shapes),
    contentType: fc.oneof({ weight: 6, arbitrary: fc.constant('application/json') }, fc.constantFrom(...CONTENT_TYPES)),
    contentEncoding: mostlyAbsent(fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-fuzz'), 8),
  });

/** A path segment or query value on the wire: encoded, or raw with broken percent escapes. */
const wireText = fc.oneof(
  { weight: 8, arbitrary: nastyString.filter((s) => s.length < 6_000).map((s) => safeEncode(s)) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2e%2e', '..', '%252e', '%C0%AE', '%ff%fe') },
);

function safeEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate cannot be encoded; send the bytes it would have been
  }
}

const queryPairs = fc.array(
  fc.tuple(fc.oneof(key.map(safeEncode), fc.constantFrom('a[b]', 'a[]', 'limit[]', '__proto__[polluted]')), wireText),
  { maxLength: 5 },
);
/** One or two of a schema's fields: the first under attack, the other plausible. */
const schemaQueryPairs = (shapes: string[][]) =>
  fc
    .tuple(fc.constantFrom(...shapes), fc.nat(), fc.nat(), wireText, plausible)
    .map(([shape, a, b, hostile, other]) => {
      const pairs: [string, string][] = [[shape[a % shape.length]!, hostile]];
      if (b % 2 && shape.length > 1) pairs.push([shape[(a + 1 + (b % (shape.length - 1))) % shape.length]!, safeEncode(String(other))]);
      return pairs;
    });
const query = (shapes: string[][]) =>
  fc
    .tuple(fc.oneof({ weight: 3, arbitrary: schemaQueryPairs(shapes) }, { weight: 1, arbitrary: queryPairs }), queryPairs)
    .map(([main, noise]) => [...main, ...noise.slice(0, 1)].map(([k, v]) => `${k}=${v}`).join('&'));

const cookieNoise = fc.array(
  fc.oneof(
    fc.constantFrom('mc_admin=', 'mc_portal=', 'mc_admin=%zz', 'mc_portal=;;;', '=', ';', 'mc_admin="quoted"'),
    fc.tuple(fc.constantFrom('mc_admin', 'mc_portal', 'other', 'theme'), fc.string({ maxLength: 80 })).map(
      ([name, v]) => `${name}=${v.replace(/[^!#-+\--:<-[\]-~]/g, '')}`,
    ),
    fc.integer({ min: 65, max: 3_000 }).map((n) => `mc_admin=${'a'.repeat(n)}`),
  ),
  { minLength: 1, maxLength: 3 },
);

/** Every kind of caller, with the ones the route serves weighted up so its own code runs most of the time. */
function sessionFor(route: Route): fc.Arbitrary<SessionKind> {
  const served: readonly SessionKind[] =
    route.guard === 'admin' ? ['super_admin', 'super_admin', 'super_admin'] : route.guard === 'portal' ? ['portal', 'other-portal'] : [];
  return fc.constantFrom(...SESSION_KINDS, ...served);
}

/** Requests for one route: mostly its own method, sometimes any other. */
export function requestFor(route: Route): fc.Arbitrary<FuzzRequest> {
  const shapes = shapesFor(route.method, route.path);
  return fc.record(
    {
      method: fc.oneof(
        { weight: 8, arbitrary: fc.constant(route.method) },
        // Methods Node's HTTP parser accepts; it answers any other itself, before the app sees the request.
        { weight: 1, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'PURGE') },
      ),
      params: fc.tuple(...route.params.map(() => wireText)),
      query: query(shapes),
      // A body mostly where the route reads one; on GET and HEAD too sometimes, where nothing should read it.
      body: ['GET', 'HEAD'].includes(route.method) ? mostlyAbsent(body(shapes)) : fc.option(body(shapes), { freq: 5, nil: undefined }),
      origin: fc.oneof(
        { weight: 4, arbitrary: fc.constant(undefined) },
        { weight: 3, arbitrary: fc.constant('same' as const) },
        { weight: 2, arbitrary: fc.constantFrom('other', 'null', 'garbage', 'lookalike') },
      ),
      secFetchSite: mostlyAbsent(fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'fuzz')),
      accept: mostlyAbsent(fc.constantFrom('application/json', 'text/html', '*/*', 'image/png', 'fuzz/?'), 1),
      acceptEncoding: mostlyAbsent(fc.constantFrom('gzip', 'br', 'deflate', '*', 'identity;q=0', 'gzip;q=0, identity;q=0', 'fuzz'), 1),
      ifNoneMatch: mostlyAbsent(
        fc.oneof(fc.constantFrom('*', 'W/"x"', '""'), fc.string({ maxLength: 40 }).map((s) => `"${s.replace(/[^ -~]/g, '')}"`)),
      ),
      session: sessionFor(route),
      // Usually none: a session cookie named twice makes the first one count, which hides the real session.
      cookieNoise: fc.oneof({ weight: 3, arbitrary: fc.constant<string[]>([]) }, { weight: 1, arbitrary: cookieNoise }),
    },
  );
}
