import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLES,
  APPLICATION_MONEY_FIELDS,
  mayRead,
  mayWrite,
  READ_FIELDS,
  READ_SCOPES,
  STUDENT_WRITE_FIELDS,
  SYNC_ENTITIES,
  type AdminRole,
  type ReadField,
} from '@contract';

/** "all", "all but a, b" or "–", as the fields they stand for (null: the record is not read at all). */
function fieldsOf(cell: string, all: readonly string[]): string[] | null {
  if (cell === '–') return null;
  if (cell === 'all') return [...all];
  const but = /^all but (.+)$/.exec(cell);
  if (!but) throw new Error(`Unreadable cell: ${cell}`);
  const left = but[1]!.split(',').map((f) => f.trim());
  for (const field of left) expect(all, `"${field}" is not a field`).toContain(field);
  return all.filter((field) => !left.includes(field));
}

const doc = () => readFileSync(new URL('../../../docs/SECURITY.md', import.meta.url), 'utf8');

/** The rows of the table whose header starts with `header`, as trimmed cells without backticks. */
function tableRows(header: string): string[][] {
  const text = doc();
  const start = text.indexOf(header);
  expect(start).toBeGreaterThan(0);
  const after = text.slice(start).split('\n').slice(2);
  const lines = after.slice(0, after.findIndex((line) => !line.startsWith('| `')));
  return lines.map((line) => line.split('|').slice(1, -1).map((c) => c.trim().replaceAll('`', '')));
}

type Entity = 'students' | 'applications';
const studentRest = READ_FIELDS.students.filter((f) => !['email', 'phone', 'dateOfBirth'].includes(f));
const applicationRest = READ_FIELDS.applications.filter((f) => !(APPLICATION_MONEY_FIELDS as readonly string[]).includes(f));
/** The write table's field groups, in its column order. */
const GROUPS: { entity: Entity; fields: readonly string[] }[] = [
  { entity: 'students', fields: ['email', 'phone'] },
  { entity: 'students', fields: ['dateOfBirth'] },
  { entity: 'students', fields: studentRest },
  { entity: 'applications', fields: APPLICATION_MONEY_FIELDS },
  { entity: 'applications', fields: applicationRest },
];

/**
 * What the role may do with every field of the group, as the doc's cell says it; a group whose fields disagree is a
 * failure (its cell could not be true). Writes are judged on the fields a write can set (a student's owner name is
 * read only).
 */
function cellOf(role: AdminRole, { entity, fields }: (typeof GROUPS)[number]): string {
  const writable = entity === 'students' ? fields.filter((f) => (STUDENT_WRITE_FIELDS as readonly string[]).includes(f)) : fields;
  const same = (label: string, values: boolean[]) => {
    expect(new Set(values).size, `${role} ${label} on ${fields.join(', ')}`).toBeLessThanOrEqual(1);
    return values[0] ?? false;
  };
  const read = same('read', fields.map((f) => mayRead(role, entity, f as ReadField<Entity>)));
  const create = same('create', writable.map((f) => mayWrite(role, entity, f as ReadField<Entity>, 'create')));
  const update = same('update', writable.map((f) => mayWrite(role, entity, f as ReadField<Entity>, 'update')));
  const can = [read && 'read', create && 'create', update && 'update'].filter(Boolean);
  return can.length > 0 ? can.join(', ') : 'none';
}

describe('docs/SECURITY.md', () => {
  it('shows the write table exactly as the contract defines it', () => {
    const rows = tableRows('| Who reads and writes | Contact (email, phone) |');
    expect(rows.map((r) => r[0])).toEqual([...ADMIN_ROLES]);
    for (const [role, ...cells] of rows) {
      expect(cells, role).toEqual(GROUPS.map((group) => cellOf(role as AdminRole, group)));
    }
  });

  it('shows the read table exactly as the contract defines it', () => {
    const doc = readFileSync(new URL('../../../docs/SECURITY.md', import.meta.url), 'utf8');
    const start = doc.indexOf('| Who reads | Students | Applications | Visa cases |');
    expect(start).toBeGreaterThan(0);
    const after = doc.slice(start).split('\n').slice(2);
    const lines = after.slice(0, after.findIndex((line) => !line.startsWith('| `')));
    const rows = lines.map((line) => line.split('|').slice(1, -1).map((c) => c.trim().replaceAll('`', '')));
    expect(rows.map((r) => r[0])).toEqual([...ADMIN_ROLES]);
    for (const [role, ...cells] of rows) {
      const scope = READ_SCOPES[role as (typeof ADMIN_ROLES)[number]];
      SYNC_ENTITIES.forEach((entity, i) => {
        expect(fieldsOf(cells[i]!, READ_FIELDS[entity]), `${role} ${entity}`).toEqual(scope[entity] && [...scope[entity]]);
      });
    }
  });
});
