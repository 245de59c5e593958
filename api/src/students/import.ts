// Leads from a CSV (docs/PRODUCT.md §3.20): each row is checked as the new-lead form is, sorted into created,
// duplicate or invalid, and, unless it is a dry run, created through the same path as POST /api/admin/students.
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
import { HttpError } from '../http/errors';
import { findDuplicates, phoneKey } from './duplicates';
import { createStudent } from './write-queries';

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
    throw new HttpError(400, `The file is not a readable CSV: ${reason}`, [{ field: 'file', message: reason }]);
  }
  const [header, ...data] = records;
  if (!header) throw new HttpError(400, 'The file is empty: send a header row and a row per lead.', [{ field: 'file', message: 'Empty file.' }]);
  if (data.length > IMPORT_MAX_ROWS) {
    throw new HttpError(413, `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows: split it and import each part.`);
  }
  const columns = header.map((c) => c.trim());
  // Row numbers as a spreadsheet shows them: the header is row 1.
  const rows = data.map((r, i) => ({ row: i + 2, cells: r })).filter((r) => r.cells.some((cell) => cell.trim() !== ''));
  return { columns, rows };
}

type Lead = ReturnType<typeof createStudentSchema.parse>;

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

/**
 * Checks (and unless `dryRun`, imports) the file's rows in order. A row is a duplicate when an earlier row of the file
 * or an earlier import holds its key, or when the duplicate rule (duplicates.ts: same phone or e-mail as a live
 * student, or as a row created above it) matches it; duplicates are reported, not created, so no one is stored twice.
 */
export async function importLeads(
  db: Knex,
  text: string,
  options: { dryRun: boolean; mapping: ImportMapping; actorId: string },
): Promise<StudentImportAnswer> {
  const { columns, rows } = parseLeadsCsv(text);
  const { mapping, errors } = resolveMapping(columns, options.mapping);
  if (errors.length > 0) throw new HttpError(400, errors[0]!, errors.map((message) => ({ field: 'mapping', message })));

  const answer: StudentImportAnswer = { dryRun: options.dryRun, mapping, rows: rows.length, created: [], duplicates: [], invalid: [] };
  const valid: { row: number; lead: Lead; key: string }[] = [];
  for (const { row, cells } of rows) {
    const mapped: Partial<Record<ImportField, string>> = {};
    columns.forEach((column, i) => {
      const field = mapping[column];
      if (field) mapped[field] = cells[i] ?? '';
    });
    const result = createStudentSchema.omit({ id: true }).safeParse(importedLead(mapped));
    if (!result.success) {
      answer.invalid.push({ row, reasons: result.error.issues.map((i) => ({ field: i.path.join('.') || 'row', message: i.message })) });
    } else {
      valid.push({ row, lead: result.data, key: importKey(result.data) });
    }
  }

  const stored = await storedUnder(db, valid.map((v) => v.key));
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
    } else if (earlier) {
      duplicate(earlier.removed ? 'Imported before, and since removed or merged.' : `Imported before as ${earlier.name}.`, earlier.removed ? [] : [{ id: key, name: earlier.name }]);
    } else if (sameContact) {
      duplicate(`Same phone or e-mail as row ${sameContact.row} (${sameContact.name}).`);
    } else {
      const matches = await findDuplicates(db, key, { name: lead.name, ...(lead.phone ? { phone: lead.phone } : {}), ...(lead.email ? { email: lead.email } : {}) });
      if (matches.length > 0) {
        duplicate(`Possible duplicate of ${matchText(matches)}.`, matches.map(({ id, name }) => ({ id, name })));
      } else if (options.dryRun) {
        answer.created.push({ row, name: lead.name, id: key });
      } else {
        // The new-lead path itself, so every rule on a new lead applies to imported ones.
        const { created } = await createStudent(db, { ...lead, id: key }, options.actorId);
        if (created) answer.created.push({ row, name: lead.name, id: key });
        else duplicate(`Imported before as ${lead.name}.`, [{ id: key, name: lead.name }]);
      }
    }
    keysAbove.set(key, row);
    for (const c of contacts) if (!contactsAbove.has(c)) contactsAbove.set(c, { row, name: lead.name });
  }

  if (!options.dryRun) {
    await db.transaction((trx) =>
      recordActivity(trx, {
        actorId: options.actorId,
        entity: 'student_import',
        entityId: createHash('sha256').update(text).digest('hex').slice(0, 32),
        action: 'imported',
        before: null,
        after: { rows: answer.rows, created: answer.created.length, duplicates: answer.duplicates.length, invalid: answer.invalid.length, mapping },
      }),
    );
  }
  return answer;
}
