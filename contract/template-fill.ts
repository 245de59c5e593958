// Message templates' vocabulary and their fill (docs/PRODUCT.md §3.19), apart from zod (like student-note-kinds.ts):
// the student page fills a template with no schema bundled. Pure functions, unit-tested in template-fill.test.ts.
import { LANGUAGE_NAMES, LANGUAGES, type Language } from './languages';

/** Where a message goes: the counselor's own WhatsApp, SMS app or mail app (no sending service). */
export const MESSAGE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'E-mail' };

export { textDirection } from './languages';

/** The languages staff write templates in: the student's languages (contract/languages.ts). */
export const TEMPLATE_LANGUAGES = LANGUAGES;
export type TemplateLanguage = Language;

export const TEMPLATE_LANGUAGE_LABELS: Record<TemplateLanguage, string> = LANGUAGE_NAMES;


/** The variables a template may use, each filled from the student, their latest application or the sender. */
export const TEMPLATE_VARIABLES = ['firstName', 'fullName', 'country', 'university', 'program', 'deadline', 'counselorName'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

export const TEMPLATE_VARIABLE_LABELS: Record<TemplateVariable, string> = {
  firstName: "the student's first name",
  fullName: "the student's full name",
  country: "the student's country",
  university: 'the university of their latest application',
  program: 'the programme of their latest application',
  deadline: 'the deadline of their latest application',
  counselorName: 'your name (the sender)',
};

export type TemplateValues = Partial<Record<TemplateVariable, string | null | undefined>>;

/** `{{ name }}`, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isVariable = (name: string): name is TemplateVariable => (TEMPLATE_VARIABLES as readonly string[]).includes(name);

/**
 * What in a template's text is not a known variable: `{{name}}`s the list does not have (as written, braces
 * included), and a `{{` or `}}` left unpaired. Empty when the text is fine. Checked when a template is saved.
 */
export function unknownPlaceholders(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) if (!isVariable(match[1]!)) found.push(match[0]);
  const rest = text.replace(PLACEHOLDER, '');
  if (rest.includes('{{') || rest.includes('}}')) found.push(rest.includes('{{') ? '{{' : '}}');
  return [...new Set(found)];
}

/** The variables a text uses, each once, in order of first use. */
export function usedVariables(text: string): TemplateVariable[] {
  const used = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter(isVariable);
  return [...new Set(used)];
}

export type FilledText = {
  text: string;
  /** The variables the text uses that have no value: their `{{name}}` stays in the text, for the person to fill. */
  missing: TemplateVariable[];
};

/**
 * The text with each known variable replaced by its value. A variable with no value (null, undefined or blank) is
 * left as `{{name}}` and listed in `missing`, so the sender sees what to fill; unknown placeholders are left alone.
 */
export function fillTemplate(text: string, values: TemplateValues): FilledText {
  const missing = new Set<TemplateVariable>();
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!isVariable(name)) return whole;
    const value = values[name]?.trim();
    if (!value) {
      missing.add(name);
      return `{{${name}}}`;
    }
    return value;
  });
  return { text: filled, missing: [...missing] };
}

/** "Amina" from "Amina Hassan Ali"; null for a blank name. */
export function firstNameOf(fullName: string | null | undefined): string | null {
  return fullName?.trim().split(/\s+/)[0] || null;
}

/**
 * The templates as the message composer offers them to a student (issue 29): those in the student's language first,
 * then English, then the rest, each group in the order given.
 */
export function templatesForLanguage<T extends { language: TemplateLanguage }>(templates: readonly T[], language: TemplateLanguage): T[] {
  const rank = (t: T) => (t.language === language ? 0 : t.language === 'en' ? 1 : 2);
  return [...templates].sort((a, b) => rank(a) - rank(b));
}
