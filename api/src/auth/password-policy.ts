import { readFileSync } from 'node:fs';
import { validationText } from '@contract/i18n/validation';

/** New admin passwords (ASVS 2.1): long enough, and not one an attacker tries first. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200; // the login schema's limit

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

// "Password123!" and "2024qwerty" are the listed word with decoration: strip digits and symbols at both ends.
const core = (password: string) => password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');

/** Why a new password is refused, in words for the person choosing it; undefined when it is acceptable. */
export function passwordProblem(password: string, identity: { username?: string; fullName?: string } = {}): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return validationText('passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH) return validationText('passwordTooLong', { max: PASSWORD_MAX_LENGTH });
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower) || list.has(core(password)) || new Set(lower).size <= 2) {
    return validationText('passwordCommon');
  }
  const names = [identity.username?.split('@')[0], ...(identity.fullName?.split(/\s+/) ?? [])];
  if (names.some((name) => name && name.length >= 4 && lower.includes(name.toLowerCase()))) {
    return validationText('passwordHasName');
  }
  return undefined;
}
