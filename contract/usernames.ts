/**
 * The one form of a username that sign-in, its limits and account creation compare: Unicode compatibility
 * normalisation (NFKC: a full-width "ａｄｍｉｎ" or the Kelvin sign become ASCII), trimmed, lower-cased. Usernames
 * are ASCII: a name that is not ASCII after that (a Turkish "İ", whose lower case JavaScript and Postgres disagree
 * on) names no account, and the answer is null.
 */
export function normalizeUsername(text: string): string | null {
  const name = text.normalize('NFKC').trim().toLowerCase();
  return /^[\x21-\x7e]+$/.test(name) ? name : null;
}

/**
 * A phone number as the portal's sign-in compares it: its digits, when the text is only what people write in a
 * phone number (digits, spaces, +, -, dots, brackets) and holds 7 to 15 of them; else null (not a phone number).
 * "+254 712-345 678" gives "254712345678"; the account is then found on the last 9 digits, as the duplicate check
 * matches phones (so "0712 345 678" finds it too).
 */
export function phoneDigits(text: string): string | null {
  const trimmed = text.normalize('NFKC').trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15 ? digits : null;
}
