import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, READ_FIELDS, READ_SCOPES, SYNC_ENTITIES } from '@contract';

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

describe('docs/SECURITY.md', () => {
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
