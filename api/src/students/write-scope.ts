// The write table (contract/write-scopes.ts) on the server: a student write touching a field the role may not set is
// refused, and a possible duplicate found on a field the role does not read is never named to it (its name and id
// would say whose phone or e-mail that is).
import { mayRead, refusedStudentFields, writeRefusal, type AdminRole, type DuplicateMatch, type WriteOperation } from '@contract';
import { ForbiddenError } from '../data/errors';

/** Refuses (403) a create or update setting a field the role may not set, naming the fields. */
export function assertMayWriteStudent(role: AdminRole, fields: Iterable<string>, operation: WriteOperation): void {
  const refused = refusedStudentFields(role, fields, operation);
  if (refused.length > 0) throw new ForbiddenError(writeRefusal(refused));
}

/** Whether the role reads the field a duplicate matched on. */
export const namesMatch = (role: AdminRole, match: Pick<DuplicateMatch, 'matchedOn'>) => mayRead(role, 'students', match.matchedOn);

/**
 * The duplicates the role may be shown by name, and `unnamedDuplicate: true` when another exists (absent otherwise):
 * one matched on a field it does not read, or (`outside`, api/src/data/row-scope.ts outsideScope) a student outside
 * the person's row scope.
 */
export function duplicatesFor(
  role: AdminRole,
  matches: readonly DuplicateMatch[],
  outside: ReadonlySet<string> = new Set(),
): { possibleDuplicateOf: DuplicateMatch[]; unnamedDuplicate?: true } {
  const possibleDuplicateOf = matches.filter((m) => namesMatch(role, m) && !outside.has(m.id));
  return possibleDuplicateOf.length < matches.length ? { possibleDuplicateOf, unnamedDuplicate: true } : { possibleDuplicateOf };
}

/** What a duplicate the role may not be shown is called. */
export const UNNAMED_DUPLICATE = 'A possible duplicate exists.';
