// Importing a CSV of leads (docs/PRODUCT.md §3.20): POST /api/admin/students/import?dryRun=true|false with the file
// as text/csv and an optional `mapping` (JSON, CSV column → field). The mapping rules are here so the import page
// proposes the same mapping the server applies.
import { z } from 'zod';
import { COUNTRIES, PRIORITIES } from './enums';

/** The fields a column can fill. */
export const IMPORT_FIELDS = ['name', 'phone', 'email', 'country', 'fieldOfStudy', 'priority', 'tags'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  country: 'Country',
  fieldOfStudy: 'Field of study',
  priority: 'Priority',
  tags: 'Tags',
};

/** Limits of one file: a fair's sign-up sheet is a few hundred rows; a move from another system comes in parts. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;

/** CSV column → field; a column left out (or mapped to "") is not imported. */
export type ImportMapping = Record<string, ImportField | ''>;

const simplified = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The header names real spreadsheets give each field (issue 32 item 6), compared with case, spaces and punctuation
 * ignored: "Full Name", "full_name" and "FULL-NAME" are one. The field's own name and label count too.
 */
export const IMPORT_FIELD_SYNONYMS: Record<ImportField, readonly string[]> = {
  name: ['full name', 'student name', 'student', 'names', 'name of student', 'applicant', 'applicant name', 'lead name', 'contact name'],
  phone: ['phone number', 'telephone', 'tel', 'mobile', 'mobile number', 'cell', 'cell phone', 'whatsapp', 'whatsapp number', 'contact number', 'phone no'],
  email: ['email', 'e-mail address', 'email address', 'mail', 'e mail', 'email id'],
  country: ['nationality', 'country of origin', 'home country', 'from'],
  fieldOfStudy: ['course', 'programme', 'program', 'course of interest', 'intended course', 'study field', 'subject', 'major', 'field', 'interest'],
  priority: ['urgency', 'lead priority'],
  tags: ['tag', 'labels', 'source', 'lead source', 'event'],
};

/** The field a column named like it fills: "name", "Field of study", "field_of_study", "Full Name", "Course". */
export function fieldNamedLike(column: string): ImportField | undefined {
  const key = simplified(column);
  if (!key) return undefined;
  return IMPORT_FIELDS.find(
    (field) => simplified(field) === key || simplified(IMPORT_FIELD_LABELS[field]) === key || IMPORT_FIELD_SYNONYMS[field].some((name) => simplified(name) === key),
  );
}

/**
 * The mapping applied: each column the caller mapped, and each other column named like a field no column was
 * mapped to. Errors name what to fix: a column not in the file, an unknown field, a field given two columns.
 */
export function resolveMapping(columns: readonly string[], mapping: ImportMapping): { mapping: Partial<Record<string, ImportField>>; errors: string[] } {
  const errors: string[] = [];
  const resolved: Partial<Record<string, ImportField>> = {};
  const taken = new Map<ImportField, string>();
  for (const [column, field] of Object.entries(mapping)) {
    if (!columns.includes(column)) errors.push(`The file has no column "${column}".`);
    else if (field === '') continue;
    else if (!IMPORT_FIELDS.includes(field)) errors.push(`"${column}" maps to "${String(field)}", which is not one of ${IMPORT_FIELDS.join(', ')}.`);
    else if (taken.has(field)) errors.push(`"${column}" and "${taken.get(field)}" both map to ${field}: choose one.`);
    else {
      resolved[column] = field;
      taken.set(field, column);
    }
  }
  for (const column of columns) {
    if (column in mapping) continue;
    const field = fieldNamedLike(column);
    if (field && !taken.has(field)) {
      resolved[column] = field;
      taken.set(field, column);
    }
  }
  if (errors.length === 0 && !taken.has('name')) errors.push('Map a column to name: every lead needs a name.');
  return { mapping: resolved, errors };
}

/**
 * A row's cells as the create form would send them: blanks left out, the country and priority in any case
 * ("kenya", "HIGH"), tags separated by ";", "," or "|".
 */
export function importedLead(cells: Partial<Record<ImportField, string>>): Record<string, unknown> {
  const lead: Record<string, unknown> = {};
  for (const field of IMPORT_FIELDS) {
    const value = cells[field]?.trim();
    if (!value) continue;
    if (field === 'country') lead.country = COUNTRIES.find((c) => c.toLowerCase() === value.toLowerCase()) ?? value;
    else if (field === 'priority') lead.priority = PRIORITIES.find((p) => p === value.toLowerCase()) ?? value;
    else if (field === 'tags') lead.tags = value.split(/[;,|]/).map((t) => t.trim()).filter(Boolean);
    else lead[field] = value;
  }
  return lead;
}

export const importQuerySchema = z.object({
  dryRun: z.enum(['true', 'false'], { error: 'dryRun is "true" (report only) or "false" (import).' }).transform((v) => v === 'true'),
  mapping: z
    .string()
    .max(5000, 'Keep the mapping under 5,000 characters.')
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return {};
      try {
        const parsed: unknown = JSON.parse(text);
        const result = z.record(z.string(), z.string()).safeParse(parsed);
        if (result.success) return result.data as ImportMapping;
      } catch {
        // answered below
      }
      ctx.addIssue({ code: 'custom', message: 'The mapping is JSON from CSV column to field, e.g. {"Full Name":"name","Mobile":"phone"}.' });
      return z.NEVER;
    }),
});

/** A student a duplicate row matches: an earlier import of it, or the duplicate rule's match. */
export type ImportMatch = { id: string; name: string };

export type StudentImportAnswer = {
  dryRun: boolean;
  /** The mapping applied (CSV column → field). */
  mapping: Partial<Record<string, ImportField>>;
  /** Data rows read (the header not counted). Row numbers count the header as row 1, as a spreadsheet shows them. */
  rows: number;
  /** Created, or on a dry run, would be. */
  created: { row: number; name: string; id: string }[];
  duplicates: { row: number; name: string; reason: string; matches: ImportMatch[] }[];
  invalid: { row: number; reasons: { field: string; message: string }[] }[];
};
