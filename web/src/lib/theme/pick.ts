/** The entries of `record` named in `keys`, in that order (a theme keeps only what its recipes and screens use). */
export function pick<T extends Record<string, unknown>, K extends keyof T>(record: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = record[key];
  return picked;
}
