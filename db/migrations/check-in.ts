/**
 * A CHECK expression limiting a column to a closed list. Migrations are history: each passes the literal values of
 * its day, never today's contract lists (a later change of a list is a new migration). closed-lists.test.ts checks
 * that the migrated database and the contract agree.
 */
export function checkIn(column: string, values: readonly string[]): string {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return `${column} in (${list})`;
}
