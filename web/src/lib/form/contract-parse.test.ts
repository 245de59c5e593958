import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api-client';
import { firstErrorField, serverFieldErrors } from '../form-errors';
import { changedFields, parseWith, saveFailure, withoutVersion } from './contract-parse';

const schema = z.object({
  name: z.string().trim().min(1, 'Give a name.'),
  tags: z.array(z.string().min(2, 'Each tag needs two letters.')).max(3, 'At most three tags.'),
  age: z.number({ error: 'Age is a number.' }).int().min(0),
});

const refused = (body: unknown, status = 400) => new ApiError(status, JSON.stringify(body), 'Bad Request');
const OFFLINE = 'Saving needs a connection.';

describe('parseWith', () => {
  it('gives the parsed data when the schema accepts the input', () => {
    expect(parseWith(schema, { name: ' Amina ', tags: ['cs'], age: 20 })).toEqual({ ok: true, data: { name: 'Amina', tags: ['cs'], age: 20 } });
  });

  it('gives each field its first message, a nested issue under its top field', () => {
    const parsed = parseWith(schema, { name: '', tags: ['x', 'y'], age: Number('abc') });
    expect(parsed).toEqual({ ok: false, errors: { name: 'Give a name.', tags: 'Each tag needs two letters.', age: 'Age is a number.' } });
  });

  it('puts a nested issue where fieldOf says (a keyed list shown one field a key)', () => {
    const rates = z.object({ rates: z.object({ KES: z.number().positive('More than 0.') }) });
    const last = (path: readonly PropertyKey[]) => String(path[path.length - 1] ?? 'form');
    expect(parseWith(rates, { rates: { KES: -1 } }, last)).toEqual({ ok: false, errors: { KES: 'More than 0.' } });
    expect(parseWith(rates, { rates: { KES: -1 } })).toEqual({ ok: false, errors: { rates: 'More than 0.' } });
  });

  it('puts an issue without a path under "form"', () => {
    expect(parseWith(z.string().min(1, 'Empty.'), '')).toEqual({ ok: false, errors: { form: 'Empty.' } });
  });
});

describe('firstErrorField', () => {
  it('is the first field in the form order that has an error, not the first the schema reported', () => {
    expect(firstErrorField(['name', 'tags', 'age'], { age: 'a', tags: 't' })).toBe('tags');
    expect(firstErrorField(['', 'name'], { '': 'unnamed' })).toBeUndefined();
    expect(firstErrorField(['name'], {})).toBeUndefined();
  });
});

describe("the server's 400 mapped onto the fields", () => {
  it('reads the details, first message of each field, and skips malformed entries', () => {
    const error = refused({
      error: {
        status: 400,
        message: 'Check the fields.',
        details: [{ field: 'name', message: 'Taken.' }, { field: 'name', message: 'Second.' }, { field: 3, message: 'x' }, null, 'text', { field: 'age', message: 'Too old.' }],
      },
    });
    expect(serverFieldErrors(error)).toEqual({ name: 'Taken.', age: 'Too old.' });
  });

  it("shows a list item's error at its field, as the schema's own errors are", () => {
    const error = refused({ error: { status: 400, message: 'Invalid.', details: [{ field: 'levels.1', message: 'Not a level.' }] } });
    expect(serverFieldErrors(error)).toEqual({ levels: 'Not a level.' });
  });

  it('puts a nested field where fieldOf says, as the schema errors are', () => {
    const error = refused({ error: { status: 400, message: 'Invalid.', details: [{ field: 'rates.KES', message: 'Too big.' }] } });
    expect(serverFieldErrors(error, (path) => String(path[path.length - 1]))).toEqual({ KES: 'Too big.' });
  });

  it('names no field for an answer without details, a plain error or none', () => {
    expect(serverFieldErrors(refused({ error: { status: 409, message: 'Changed by someone else.' } }, 409))).toEqual({});
    expect(serverFieldErrors(new TypeError('Failed to fetch'))).toEqual({});
    expect(serverFieldErrors(null)).toEqual({});
  });
});

describe('saveFailure', () => {
  it("is the server's sentence for a refusal that names no field", () => {
    expect(saveFailure(refused({ error: { status: 409, message: 'Changed by someone else.' } }, 409), OFFLINE)).toBe('Changed by someone else.');
  });

  it('is empty when the 400 names fields (they show next to each) or nothing failed', () => {
    expect(saveFailure(refused({ error: { status: 400, message: 'Invalid.', details: [{ field: 'name', message: 'Taken.' }] } }), OFFLINE)).toBe('');
    expect(saveFailure(null, OFFLINE)).toBe('');
    expect(saveFailure(undefined, OFFLINE)).toBe('');
  });

  it('is the fallback without a connection or on a 5xx', () => {
    expect(saveFailure(new TypeError('Failed to fetch'), OFFLINE)).toBe(OFFLINE);
    expect(saveFailure(refused({ error: { status: 500, message: 'Internal.' } }, 500), OFFLINE)).toBe(OFFLINE);
  });
});

describe('changedFields', () => {
  it('keeps only what differs, lists and nulls compared by content', () => {
    const before = { name: 'Amina', tags: ['fair'], owner: null as string | null, city: 'Nairobi' };
    expect(changedFields(before, { ...before, tags: ['fair'], owner: null })).toEqual({});
    expect(changedFields(before, { ...before, tags: ['fair', 'web'], owner: 'x', city: 'Nairobi' })).toEqual({ tags: ['fair', 'web'], owner: 'x' });
    expect(changedFields(before, { ...before, name: '' })).toEqual({ name: '' });
  });
});

describe('withoutVersion', () => {
  it('leaves the changes, not the version they were checked with', () => {
    expect(withoutVersion({ title: 'Call', version: 3 })).toEqual({ title: 'Call' });
  });
});
