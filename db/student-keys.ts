// The keys a new lead is matched on against live students, as SQL over `students.personal_info`. The migration that
// indexes them wrote the same expressions: a query must repeat them exactly for Postgres to use those indexes
// (student-keys.test.ts checks it does).

/** The last 9 digits of the phone (the national number), ignoring +, spaces and a leading 0. */
export const PHONE_KEY_SQL = "right(regexp_replace(personal_info->>'phone', '\\D', '', 'g'), 9)";
/** The e-mail in lower case. */
export const EMAIL_KEY_SQL = "lower(personal_info->>'email')";
