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
