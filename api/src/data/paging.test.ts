import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from './errors';
import { containsPattern, decodeCursor, encodeCursor, toPage } from './paging';

const keyArbitrary = fc.record({
  createdAt: fc
    .tuple(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.integer({ min: 0, max: 999 }))
    .map(([date, micros]) => `${date.toISOString().slice(0, 23)}${String(micros).padStart(3, '0')}Z`),
  id: fc.uuid(),
});

describe('list cursors', () => {
  it('decode to the key they were made from, to the microsecond', () => {
    // fast-check's records have no prototype: compare as plain objects.
    fc.assert(
      fc.property(keyArbitrary, (key) => {
        expect(decodeCursor(encodeCursor(key))).toEqual({ ...key });
      }),
    );
  });

  it('mean "first page" when absent', () => {
    expect(decodeCursor(undefined)).toBeUndefined();
    expect(decodeCursor('')).toBeUndefined();
  });

  it('refuse anything else as invalid input (a 400), never another error', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        try {
          decodeCursor(text);
        } catch (err) {
          expect(err).toBeInstanceOf(InvalidInputError);
        }
      }),
    );
    const forged = (time: string) => Buffer.from(JSON.stringify([time, '6f1c1f47-8a1a-4cde-9f55-2f0b2f3f2c11'])).toString('base64url');
    expect(() => decodeCursor(forged('2026-02-30T00:00:00.000000Z'))).toThrow(InvalidInputError);
    expect(() => decodeCursor(forged('2026-01-01T25:00:00.000000Z'))).toThrow(InvalidInputError);
    expect(() => decodeCursor(forged('2026-01-01 00:00:00'))).toThrow(InvalidInputError);
    // Year 0 parses in JavaScript, but Postgres has no such year (found by fuzzing: it was a 500).
    expect(() => decodeCursor(forged('0000-01-01T00:00:00.000000Z'))).toThrow(InvalidInputError);
    expect(decodeCursor(forged('0001-01-01T00:00:00.000000Z'))?.createdAt).toBe('0001-01-01T00:00:00.000000Z');
  });
});

describe('toPage', () => {
  const rows = [1, 2, 3].map((n) => ({ id: `6f1c1f47-8a1a-4cde-9f55-2f0b2f3f2c1${n}`, cursor_at: `2026-01-0${n}T00:00:00.000000Z` }));

  it('cuts the extra row off and points the cursor at the last row shown', () => {
    const page = toPage(rows, 2, (r) => r.id);
    expect(page.items).toEqual([rows[0]!.id, rows[1]!.id]);
    expect(decodeCursor(page.nextCursor!)).toEqual({ createdAt: '2026-01-02T00:00:00.000000Z', id: rows[1]!.id });
  });

  it('has no next page when the rows fit', () => {
    expect(toPage(rows, 3, (r) => r.id).nextCursor).toBeNull();
  });
});

describe('containsPattern', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('ali')).toBe('%ali%');
    expect(containsPattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });
});
