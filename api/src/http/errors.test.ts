import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  InvalidInputError,
  InvalidReferenceError,
  NotFoundError,
  RefusedError,
  type DomainError,
} from '../data/errors';
import { errorHandler } from './errors';

/** What a client receives when a route throws `err`. */
async function answerTo(err: unknown): Promise<{ status: number; body: unknown }> {
  const ctx = { method: 'PATCH', path: '/api/admin/students/x', status: 404, body: undefined as unknown, set: () => undefined };
  await errorHandler(pino({ level: 'silent' }))(ctx as never, async () => {
    throw err;
  });
  return { status: ctx.status, body: ctx.body };
}

describe('errorHandler', () => {
  it('answers each domain error with its status, its message and its details', async () => {
    const cases: [DomainError, number][] = [
      [new NotFoundError('No student with this id: it may have been removed.'), 404],
      [new ConflictError('Someone else changed this student since you opened it.', { current: { id: 'x' } }), 409],
      [new RefusedError('A visa case cannot go from preparing to approved.'), 422],
      [new InvalidReferenceError('That university does not exist. Choose one from the list.'), 422],
      [new InvalidInputError('This list cursor is not valid.', [{ field: 'cursor', message: 'Use it unchanged.' }]), 400],
    ];
    for (const [err, status] of cases) {
      const details = err.details === undefined ? {} : { details: err.details };
      expect(await answerTo(err)).toEqual({ status, body: { error: { status, message: err.message, ...details } } });
    }
  });

  it('hides an unknown error behind a generic 500', async () => {
    expect(await answerTo(new Error('relation "x" does not exist'))).toEqual({
      status: 500,
      body: { error: { status: 500, message: 'Something went wrong on our side. Please try again.' } },
    });
  });
});
