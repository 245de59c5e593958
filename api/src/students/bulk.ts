// One change to many students (contract/student-bulk.ts): each goes through the single edit's write path
// (updateStudent: version check, transition rules, assignment rules, audit entry in its own transaction), so a
// refusal or a conflict on one student leaves the others done, and the answer says which is which.
import type { Knex } from 'knex';
import {
  studentFor,
  updateStudentSchema,
  type AdminRole,
  type StudentBulk,
  type StudentBulkAnswer,
  type StudentBulkResult,
  type UpdateStudent,
} from '@contract';
import { ConflictError, DomainError, recordNotFound } from '../data/errors';
import { inScope } from '../data/row-scope';
import { readStudent, updateStudent } from './write-queries';
import { assertMayWriteStudent } from './write-scope';

type Actor = { id: string; role: AdminRole };

/** The single edit this action makes to the student as stored: the fields changed, on the version given. */
function changeFor(bulk: StudentBulk, tags: readonly string[], version: number): unknown {
  if (bulk.action === 'assign') return { version, assignedCounselor: bulk.value };
  if (bulk.action === 'stage') return { version, stage: bulk.value };
  const has = tags.some((tag) => tag.toLowerCase() === bulk.value.toLowerCase());
  return { version, tags: has ? tags : [...tags, bulk.value] };
}

async function changeOne(db: Knex, bulk: StudentBulk, id: string, actor: Actor): Promise<StudentBulkResult> {
  // A student outside the person's row scope is answered as one that does not exist (api/src/data/row-scope.ts).
  const current = (await inScope(db, actor, 'students', id)) ? await readStudent(db, id) : undefined;
  if (!current) return { id, outcome: 'refused', reason: recordNotFound('student').message };
  // The same schema as a PATCH: a tag that would make 21 is refused as the form refuses it.
  const parsed = updateStudentSchema.safeParse(changeFor(bulk, current.tags, bulk.versions?.[id] ?? current.version));
  if (!parsed.success) return { id, outcome: 'refused', reason: parsed.error.issues[0]?.message ?? 'This change is not valid.' };
  try {
    const student = await updateStudent(db, id, parsed.data as UpdateStudent, actor.id);
    return { id, outcome: 'done', student: studentFor(actor.role, student) };
  } catch (err) {
    if (err instanceof ConflictError) {
      const now = (err.details as { current?: typeof current } | undefined)?.current ?? (await readStudent(db, id));
      if (!now) return { id, outcome: 'refused', reason: recordNotFound('student').message };
      return { id, outcome: 'conflict', reason: err.message, current: studentFor(actor.role, now) };
    }
    // Not found (removed meanwhile), a move outside the transitions, a counselor who may not be assigned.
    if (err instanceof DomainError) return { id, outcome: 'refused', reason: err.message };
    throw err;
  }
}

/** Applies the action to each student in turn, in the order sent. */
export async function changeStudents(db: Knex, bulk: StudentBulk, actor: Actor): Promise<StudentBulkAnswer> {
  // The field the action sets, checked against the write table once for all (a 403, before any student changes).
  assertMayWriteStudent(actor.role, Object.keys(changeFor(bulk, [], 1) as object).filter((key) => key !== 'version'), 'update');
  const results: StudentBulkResult[] = [];
  for (const id of bulk.ids) results.push(await changeOne(db, bulk, id, actor));
  const count = (outcome: StudentBulkResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return { results, counts: { done: count('done'), refused: count('refused'), conflict: count('conflict') } };
}
