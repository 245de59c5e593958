// Validation messages in the student's language (issue 29 item 4), one mechanism for the API and the web app. The
// schemas keep writing English (validationText): existing clients, tests and Mission Control read exactly what they
// did. A message is put into another language afterwards, by reading the English back to its key and placeholders
// and filling that language's text. A message of no key (Mission Control's) stays as it is. No zod, no catalogue but
// English: the web app loads one language's file when its page is in that language.
import { VALIDATION_EN, type ValidationCatalogue, type ValidationKey } from './validation.en';

export { VALIDATION_EN, type ValidationCatalogue, type ValidationKey } from './validation.en';

export type MessageParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a message names, sorted: each language's text must name the same ones as the English. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).sort();
}

const fill = (text: string, params: MessageParams = {}) => text.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** The English message of a key, its placeholders filled: what the schemas and the API say. */
export function validationText(key: ValidationKey, params?: MessageParams): string {
  return fill(VALIDATION_EN[key], params);
}

type Reader = { key: ValidationKey; names: string[]; pattern: RegExp };
let readers: { exact: Map<string, ValidationKey>; templates: Reader[] } | undefined;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English texts, each as a reader: a literal one by its text, one with placeholders by a pattern. */
function englishReaders() {
  if (readers) return readers;
  const exact = new Map<string, ValidationKey>();
  const templates: Reader[] = [];
  for (const key of Object.keys(VALIDATION_EN) as ValidationKey[]) {
    const text = VALIDATION_EN[key];
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    if (names.length === 0) exact.set(text, key);
    else templates.push({ key, names, pattern: new RegExp(`^${text.split(PLACEHOLDER).map((part, i) => (i % 2 ? '(.+?)' : escape(part))).join('')}$`) });
  }
  readers = { exact, templates };
  return readers;
}

/** The key and placeholders an English message was written from, or undefined for a message of no key. */
export function readEnglishMessage(message: string): { key: ValidationKey; params: Record<string, string> } | undefined {
  const { exact, templates } = englishReaders();
  const key = exact.get(message);
  if (key) return { key, params: {} };
  for (const reader of templates) {
    const match = reader.pattern.exec(message);
    if (match) return { key: reader.key, params: Object.fromEntries(reader.names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}

/** An English message in the catalogue's language; as it is when no catalogue is given or it has no key. */
export function translateMessage(message: string, catalogue: ValidationCatalogue | undefined): string {
  if (!catalogue) return message;
  const read = readEnglishMessage(message);
  return read ? fill(catalogue[read.key], read.params) : message;
}

/** What a zod issue or a 400's detail carries that a form shows. */
export type IssueLike = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * The field errors of a failed parse in the catalogue's language: the first message of each field (its top field by
 * default, 'form' for none), as the forms show them next to each field.
 */
export function fieldErrorsIn(
  issues: readonly IssueLike[],
  catalogue: ValidationCatalogue | undefined,
  fieldOf: (path: readonly PropertyKey[]) => string = (path) => String(path[0] ?? 'form'),
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) errors[fieldOf(issue.path)] ??= translateMessage(issue.message, catalogue);
  return errors;
}
