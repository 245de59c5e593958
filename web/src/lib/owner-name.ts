/** How a card or page names a record's owner: by name, "Unassigned" when none (an id without a name: not synced yet). */
export function ownerLabel(id: string | null | undefined, name: string | null | undefined): string {
  if (!id) return 'Unassigned';
  return name ?? 'Assigned';
}
