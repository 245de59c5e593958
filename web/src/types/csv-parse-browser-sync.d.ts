// The part of csv-parse's browser build the import page uses (features/students/import/csv-preview.ts). The
// package's own typings reference Node's types, which the web app must not see (runtime-globals.typecheck.ts), so
// web/tsconfig.json points the import here; Vite bundles the real module.
export function parse(
  input: string,
  options: { bom?: boolean; relax_column_count?: boolean; skip_empty_lines?: boolean; to?: number },
): string[][];
