// When a scholarship's deadline has passed (docs/PRODUCT.md §2.4). Apart from the schemas: the public page reads it
// without bundling zod.

/** Today's date (YYYY-MM-DD) in Malaysia, where the deadlines are set. */
export function todayInMalaysia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A deadline passes at the end of its day: on the day itself one can still apply. */
export function isDeadlinePassed(deadlineDate: string | null, today = todayInMalaysia()): boolean {
  return deadlineDate !== null && deadlineDate < today;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The deadline's date: the date set in Mission Control, else the words when they are a date as the seeded deadlines
 * were written ("March 31, 2025"), so an old deadline in words never keeps "Apply Now"; null when there is no date
 * ("Rolling").
 */
export function deadlineDateOf(scholarship: { deadlineDate: string | null; deadline: string }): string | null {
  if (scholarship.deadlineDate) return scholarship.deadlineDate;
  const words = /^\s*([A-Za-z]+)\s+(\d{1,2}),?\s+(\d{4})\s*$/.exec(scholarship.deadline);
  const month = words ? MONTHS.findIndex((m) => m.toLowerCase() === words[1]!.toLowerCase()) : -1;
  if (!words || month < 0) return null;
  const day = Number(words[2]);
  if (day < 1 || day > 31) return null;
  return `${words[3]}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * When the next round of a closed scholarship is expected: the month of its deadline, in the first year that month
 * is still to come ("March 2028" for a deadline of 31 March 2027 read in December 2027).
 */
export function nextRoundExpected(deadlineDate: string, today = todayInMalaysia()): string {
  const { month, year } = nextRoundMonth(deadlineDate, today);
  return `${MONTHS[month - 1]} ${year}`;
}

/** The month (1–12) and year of nextRoundExpected, for a page that names the month in its own language. */
export function nextRoundMonth(deadlineDate: string, today = todayInMalaysia()): { month: number; year: number } {
  const month = Number(deadlineDate.slice(5, 7));
  let year = Number(today.slice(0, 4));
  if (month <= Number(today.slice(5, 7))) year += 1;
  return { month, year };
}
