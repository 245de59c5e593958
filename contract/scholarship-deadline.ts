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
