import { describe, expect, it } from 'vitest';
import { decodeKeyCursor, encodeKeyCursor, type SortKey } from './keyset';
import { InvalidInputError } from './errors';

const keys: SortKey[] = [
  { sql: 'x', type: 'int', dir: 'desc' },
  { sql: 'd', type: 'date', dir: 'asc' },
  { sql: 't', type: 'timestamptz', dir: 'desc' },
  { sql: 'id', type: 'uuid', dir: 'desc' },
];
const values = ['1', '2026-11-30', '2026-11-26T10:00:00.123456Z', '0b7c6a1e-2f3d-4c5b-8a9e-1f2e3d4c5b6a'];

describe('key cursors', () => {
  it('carry the order and its key values there and back', () => {
    expect(decodeKeyCursor(encodeKeyCursor('default', values), 'default', keys)).toEqual(values);
    expect(decodeKeyCursor(undefined, 'default', keys)).toBeUndefined();
    expect(decodeKeyCursor('', 'default', keys)).toBeUndefined();
  });

  it('refuse a cursor of another order, of another length, or with values Postgres would not cast', () => {
    const bad = [
      encodeKeyCursor('deadline', values),
      encodeKeyCursor('default', values.slice(0, 3)),
      encodeKeyCursor('default', ['1', '2026-02-30', values[2]!, values[3]!]),
      encodeKeyCursor('default', ['1.5', values[1]!, values[2]!, values[3]!]),
      encodeKeyCursor('default', ['1', values[1]!, '2026-11-26', values[3]!]),
      encodeKeyCursor('default', ['1', values[1]!, values[2]!, 'not-a-uuid']),
      'not a cursor',
    ];
    for (const cursor of bad) expect(() => decodeKeyCursor(cursor, 'default', keys), cursor).toThrow(InvalidInputError);
  });
});
