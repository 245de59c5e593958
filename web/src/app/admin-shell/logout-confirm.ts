/** What signing out would lose, asked in words; true when there is nothing to lose or the person agrees. */
export function confirmDiscard(waiting: number, ask: (message: string) => boolean = (m) => window.confirm(m)): boolean {
  if (waiting === 0) return true;
  const what = waiting === 1 ? '1 change has' : `${waiting} changes have`;
  return ask(`${what} not reached the server yet. Signing out discards ${waiting === 1 ? 'it' : 'them'} for good. Sign out anyway?`);
}
