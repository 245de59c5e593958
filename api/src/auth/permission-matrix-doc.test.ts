import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, PERMISSIONS, ROLE_PERMISSIONS } from '@contract';

describe('docs/SECURITY.md', () => {
  it('shows the permission matrix exactly as the contract defines it', () => {
    const doc = readFileSync(new URL('../../../docs/SECURITY.md', import.meta.url), 'utf8');
    const lines = doc.split('\n').filter((line) => line.startsWith('| Role |') || /^\| `[a-z_]+` \| [✓–]/.test(line));
    const cells = (line: string) => line.split('|').slice(1, -1).map((c) => c.trim().replaceAll('`', ''));
    const [header, ...rows] = lines.map(cells);
    expect(header).toEqual(['Role', ...PERMISSIONS]);
    expect(rows.map((r) => r[0])).toEqual([...ADMIN_ROLES]);
    for (const row of rows) {
      const role = row[0] as (typeof ADMIN_ROLES)[number];
      expect(row.slice(1), role).toEqual(PERMISSIONS.map((p) => (ROLE_PERMISSIONS[role].includes(p) ? '✓' : '–')));
    }
  });
});
