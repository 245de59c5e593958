// Leads from a CSV (docs/PRODUCT.md §3.20): each row is checked as the new-lead form is, sorted into created,
// duplicate or invalid, and, unless it is a dry run, created through the same path as POST /api/admin/students. A
// dry run checks every row as the import does; an import is one transaction (every lead of the file, or none); both
// are audited. A duplicate matched on a field the role does not read is not named (write-scope.ts).
//
// The row's key: a UUID derived from the lead's identity (its name, phone digits and e-mail, normalised),
// used as the student's client id. Re-running the same file (or another export holding the same leads, in any order
// or column layout) finds each lead already stored under its key and creates nothing; a lead later edited keeps its
// id, so it is still recognised. The other columns (country, field of study, priority, tags) stay out of the key: a
// sheet correcting them, or leaving them out, holds the same lead.
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { Knex } from 'knex';
import {
  type AdminRole,
  createStudentSchema,
  IMPORT_MAX_ROWS,
  importedLead,
  resolveMapping,
  type ImportField,
  type ImportMapping,
  type ImportMatch,
  type StudentImportAnswer,
} from '@contract';
import { recordActivity } from '../crm-writes/audit';
import { withDomainErrors } from '../data/db-errors';
import { DomainError, InvalidInputError, TooLargeError } from '../data/errors';
import { invalidateFigures } from '../data/figures-cache';
import { NUL_MESSAGE } from '../http/validate';
import { findDuplicates, phoneKey } from './duplicates';
import { createStudent } from './write-queries';
import { outsideScope } from '../data/row-scope';
import { assertMayWriteStudent, namesMatch, UNNAMED_DUPLICATE } from './write-scope';

/** Where a CSV of leads is posted (its body is text/csv, not JSON: see http/json-only.ts). */
export const STUDENT_IMPORT_PATH = '/api/admin/students/import';

const NAMESPACE = 'mission-control:student-import:v1';

/** The lead's key as a UUID (name-based, version 5 layout over SHA-1), so it is a valid student id. */
export function importKey(lead: { name: string; phone?: string | null; email?: string | null }): string {
  const identity = [
    lead.name.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase(),
    lead.phone?.replace(/\D/g, '') ?? '',
    lead.email?.trim().toLowerCase() ?? '',
  ].join('\u001f');
  const bytes = createHash('sha1').update(`${NAMESPACE}\n${identity}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The file's header and data rows; a file that is not CSV, or too long, is a 4xx saying so. */
export function parseLeadsCsv(text: string): { columns: string[]; rows: { row: number; cells: string[] }[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, to: IMPORT_MAX_ROWS + 2 });
  } catch (err) {
    const reason = err instanceof Error ? err.message : 'it could not be read';
    throw new InvalidInputError(`The file is not a readable CSV: ${reason}`, [{ field: 'file', message: reason }]);
  }
  const [header, ...data] = records;
  if (!header) throw new InvalidInputError('The file is empty: send a header row and a row per lead.', [{ field: 'file', message: 'Empty file.' }]);
  if (data.length > IMPORT_MAX_ROWS) {
    throw new TooLargeError(`The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows: split it and import each part.`);
  }
  // The header is kept in the audit entry's mapping: Postgres cannot store U+0000 there either.
  if (header.some((c) => c.includes('\u0000'))) throw new InvalidInputError(NUL_MESSAGE, [{ field: 'file', message: NUL_MESSAGE }]);
  const columns = header.map((c) => c.trim());
  // Row numbers as a spreadsheet shows them: the header is row 1.
  const rows = data.map((r, i) => ({ row: i + 2, cells: r })).filter((r) => r.cells.some((cell) => cell.trim() !== ''));
  return { columns, rows };
}

type Lead = ReturnType<typeof createStudentSchema.parse>;
type ValidRow = { row: number; lead: Lead; key: string };
type Options = { dryRun: boolean; mapping: ImportMapping; actor: { id: string; role: AdminRole } };

/** Students already stored under these keys (removed or merged ones too: their key is spent). */
async function storedUnder(db: Knex, keys: string[]): Promise<Map<string, { name: string; removed: boolean }>> {
  const found = new Map<string, { name: string; removed: boolean }>();
  for (let i = 0; i < keys.length; i += 1000) {
    const rows = await db('students')
      .whereIn('id', keys.slice(i, i + 1000))
      .select<{ id: string; name: string; deleted_at: Date | null }[]>('id', db.raw("personal_info->>'name' as name"), 'deleted_at');
    for (const r of rows) found.set(r.id, { name: r.name, removed: r.deleted_at !== null });
  }
  return found;
}

const matchText = (matches: readonly { name: string; matchedOn: 'phone' | 'email' }[]) =>
  matches.map((m) => `${m.name} (same ${m.matchedOn === 'phone' ? 'phone' : 'e-mail'})`).join(', ');

/** The first field of a checked lead holding U+0000, which Postgres cannot store: the real run would fail on it. */
function fieldWithNul(lead: Lead): string | undefined {
  return Object.entries(lead).find(([, v]) => (Array.isArray(v) ? v : [v]).some((x) => typeof x === 'string' && x.includes('\u0000')))?.[0];
}

/** Every row checked as the new-lead form checks it (the dry run and the import alike): the invalid ones, and the rest. */
function checkRows(columns: string[], rows: { row: number; cells: string[] }[], mapping: Partial<Record<string, ImportField>>) {
  const invalid: StudentImportAnswer['invalid'] = [];
  const valid: ValidRow[] = [];
  for (const { row, cells } of rows) {
    const mapped: Partial<Record<ImportField, string>> = {};
    columns.forEach((column, i) => {
      const field = mapping[column];
      if (field) mapped[field] = cells[i] ?? '';
    });
    const result = createStudentSchema.omit({ id: true }).safeParse(importedLead(mapped));
    const nul = result.success ? fieldWithNul(result.data) : undefined;
    if (!result.success) {
      invalid.push({ row, reasons: result.error.issues.map((i) => ({ field: i.path.join('.') || 'row', message: i.message })) });
    } else if (nul) {
      invalid.push({ row, reasons: [{ field: nul, message: NUL_MESSAGE }] });
    } else {
      valid.push({ row, lead: result.data, key: importKey(result.data) });
    }
  }
  return { invalid, valid };
}

/**
 * Checks (and unless `dryRun`, imports) the file's rows in order. A row is a duplicate when an earlier row of the file
 * or an earlier import holds its key, or when the duplicate rule (duplicates.ts: same phone or e-mail as a live
 * student, or as a row created above it) matches it; duplicates are reported, not created, so no one is stored twice.
 */
export async function importLeads(db: Knex, text: string, options: Options): Promise<StudentImportAnswer> {
  const { columns, rows } = parseLeadsCsv(text);
  const { mapping, errors } = resolveMapping(columns, options.mapping);
  if (errors.length > 0) throw new InvalidInputError(errors[0]!, errors.map((message) => ({ field: 'mapping', message })));
  assertMayWriteStudent(options.actor.role, Object.values(mapping) as string[], 'create');
  const { invalid, valid } = checkRows(columns, rows, mapping);
  const answer: StudentImportAnswer = { dryRun: options.dryRun, mapping, rows: rows.length, created: [], duplicates: [], invalid };
  // One transaction: a row the database refuses undoes the rows above it, and the audit entry is written with them.
  await withDomainErrors(() =>
    db.transaction(async (trx) => {
      await sortRows(trx, valid, answer, options);
      await recordActivity(trx, {
        actorId: options.actor.id,
        entity: 'student_import',
        entityId: createHash('sha256').update(text).digest('hex').slice(0, 32),
        action: options.dryRun ? 'import_checked' : 'imported',
        before: null,
        after: { rows: answer.rows, created: answer.created.length, duplicates: answer.duplicates.length, invalid: answer.invalid.length, mapping },
      });
    }),
  );
  if (answer.created.length > 0 && !options.dryRun) invalidateFigures(db);
  return answer;
}

/** Sorts the valid rows into created (storing them unless a dry run) and duplicates. */
async function sortRows(trx: Knex.Transaction, valid: ValidRow[], answer: StudentImportAnswer, options: Options): Promise<void> {
  const { role } = options.actor;
  // A match through a phone or e-mail the role does not read names no one: it would say whose number that is.
  const hidesContact = !namesMatch(role, { matchedOn: 'phone' }) || !namesMatch(role, { matchedOn: 'email' });
  const stored = await storedUnder(trx, valid.map((v) => v.key));
  const keysAbove = new Map<string, number>();
  const contactsAbove = new Map<string, { row: number; name: string }>();
  for (const { row, lead, key } of valid) {
    const duplicate = (reason: string, matches: ImportMatch[] = []) => answer.duplicates.push({ row, name: lead.name, reason, matches });
    const earlier = stored.get(key);
    const sameKeyRow = keysAbove.get(key);
    const contacts = [phoneKey(lead.phone) && `phone:${phoneKey(lead.phone)}`, lead.email && `email:${lead.email}`].filter(Boolean) as string[];
    const sameContact = contacts.map((c) => contactsAbove.get(c)).find(Boolean);
    if (sameKeyRow !== undefined) {
      duplicate(`The same lead as row ${sameKeyRow}.`);
    } else if (earlier && ((hidesContact && contacts.length > 0) || (await outsideScope(trx, options.actor, [key])).size > 0)) {
      duplicate(UNNAMED_DUPLICATE); // the key holds the phone and e-mail
    } else if (earlier) {
      duplicate(earlier.removed ? 'Imported before, and since removed or merged.' : `Imported before as ${earlier.name}.`, earlier.removed ? [] : [{ id: key, name: earlier.name }]);
    } else if (sameContact) {
      duplicate(`Same phone or e-mail as row ${sameContact.row} (${sameContact.name}).`);
    } else {
      const matches = await findDuplicates(trx, key, { name: lead.name, ...(lead.phone ? { phone: lead.phone } : {}), ...(lead.email ? { email: lead.email } : {}) });
      // Named only when the role reads the field matched and the student is in the person's row scope.
      const outside = await outsideScope(trx, options.actor, matches.map((m) => m.id));
      const named = matches.filter((m) => namesMatch(role, m) && !outside.has(m.id));
      if (matches.length > 0 && named.length < matches.length) {
        duplicate(UNNAMED_DUPLICATE);
      } else if (matches.length > 0) {
        duplicate(`Possible duplicate of ${matchText(matches)}.`, matches.map(({ id, name }) => ({ id, name })));
      } else if (options.dryRun) {
        answer.created.push({ row, name: lead.name, id: key });
      } else {
        await createRow(trx, answer, { row, lead, key }, options.actor.id);
      }
    }
    keysAbove.set(key, row);
    for (const c of contacts) if (!contactsAbove.has(c)) contactsAbove.set(c, { row, name: lead.name });
  }
}

/** The new-lead path itself, so every rule on a new lead applies to imported ones; a refusal names its row. */
async function createRow(trx: Knex.Transaction, answer: StudentImportAnswer, { row, lead, key }: ValidRow, actorId: string): Promise<void> {
  try {
    const { created } = await createStudent(trx, { ...lead, id: key }, actorId);
    if (created) answer.created.push({ row, name: lead.name, id: key });
    else answer.duplicates.push({ row, name: lead.name, reason: `Imported before as ${lead.name}.`, matches: [{ id: key, name: lead.name }] });
  } catch (err) {
    if (err instanceof DomainError) err.message = `Row ${row}: ${err.message} Nothing was imported: fix the row and import the file again.`;
    throw err;
  }
}
