// The editors' text fields as the contract's values: lists typed as text, numbers typed as digits.

/** "a, b, , c" -> ['a', 'b', 'c'] */
export const listOf = (text: string, separator: string | RegExp): string[] =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

/** An empty field is no number (the schema then asks for one); "1.5" is 1.5, "1,5" is not a number. */
export const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

/** Listed on the public site, or archived: taken off it and kept. */
export const SHOWN = ['listed', 'archived'] as const;
export type Shown = (typeof SHOWN)[number];
export const SHOWN_LABELS: Record<Shown, string> = { listed: 'Listed on the website', archived: 'Archived (hidden from the website)' };
