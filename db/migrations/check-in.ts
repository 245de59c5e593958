/** A CHECK expression limiting a column to a closed list (values come from the contract, never from users). */
export function checkIn(column: string, values: readonly string[]): string {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return `${column} in (${list})`;
}
