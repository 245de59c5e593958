// What the data layer throws when it refuses: the domain's reason in words a person can read, never an HTTP
// status. The one error middleware (http/errors.ts) answers each kind with its status.

export type DomainErrorKind =
  | 'not-found'
  | 'conflict'
  | 'refused'
  | 'invalid-reference'
  | 'invalid-input'
  | 'forbidden'
  | 'too-large'
  | 'gone'
  | 'rate-limited';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    message: string,
    /** What the client needs to act on it: the current row of a conflict, the field of a bad input. */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The record asked for does not exist, or was removed. */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
}

/** "No student with this id: it may have been removed." */
export const recordNotFound = (noun: string) => new NotFoundError(`No ${noun} with this id: it may have been removed.`);

/** The record is not as the writer saw it (changed, removed, already there); details carry the current row, if any. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** A rule refuses the change: a state move outside the transitions, a merge of students not flagged as duplicates. */
export class RefusedError extends DomainError {
  readonly kind = 'refused';
}

/** The write names a record that does not exist (a missing university, a removed student). */
export class InvalidReferenceError extends DomainError {
  readonly kind = 'invalid-reference';
}

/** A value the data layer cannot use: a cursor it did not hand out, text Postgres cannot store. */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid-input';
}

/** The role may not do what this write would do to some record (a merge moving applications it may not change). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** The input is over a size limit the domain sets (a CSV with more rows than one import takes). */
export class TooLargeError extends DomainError {
  readonly kind = 'too-large';
}

/** The record was there and is no longer usable: a one-time link used, replaced or expired. */
export class GoneError extends DomainError {
  readonly kind = 'gone';
}

/** Too many tries in a window (data/rate-limits.ts): the client may try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate-limited';

  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
