import { ConflictError, InvalidInputError, InvalidReferenceError, RefusedError, type DomainError } from './errors';

/** What a person is told when a write names a record that does not exist, by foreign key (Knex's names). */
const MISSING_REFERENCE: Record<string, string> = {
  applications_university_id_foreign: 'That university does not exist. Choose one from the list.',
  applications_student_id_foreign: 'That student does not exist or was removed.',
  visa_cases_student_id_foreign: 'That student does not exist or was removed.',
  students_assigned_counselor_foreign: 'That counselor does not exist. Choose one from the list.',
  visa_cases_assigned_officer_foreign: 'That officer does not exist. Choose one from the list.',
};

type PgError = { code?: unknown; constraint?: unknown };

/**
 * A Postgres error turned into the domain error it means (a missing reference, a duplicate, a refused value);
 * undefined for anything else, which stays a 500.
 */
export function domainError(err: unknown): DomainError | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { code, constraint } = err as PgError;
  const name = typeof constraint === 'string' ? constraint : '';
  switch (code) {
    case '23503':
      return new InvalidReferenceError(MISSING_REFERENCE[name] ?? 'A record this refers to does not exist.');
    case '23505':
      return new ConflictError('This record already exists.');
    case '23514':
    case '23502':
      return new RefusedError('One of the values is not allowed here. Check the form and try again.');
    default:
      // Class 22, data exceptions (a NUL character, a number out of range): input the schema let through.
      if (typeof code === 'string' && code.startsWith('22')) {
        return new InvalidInputError('One of the values cannot be stored. Check the form and try again.');
      }
      return undefined;
  }
}

/** Runs a write, rethrowing Postgres errors as domain errors. */
export async function withDomainErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw domainError(err) ?? err;
  }
}
