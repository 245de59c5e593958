import { useCallback, useSyncExternalStore } from 'react';

/**
 * Fair mode (docs/PRODUCT.md §3.18): the fair every lead captured on this device is credited to, until switched off.
 * Kept in localStorage per staff member, so it survives a reload, a closed tab and a phone with no network.
 */
export type FairMode = { id: string; name: string };

const keyOf = (adminId: string) => `mc.fair-mode.${adminId}`;
const CHANGED = 'mc-fair-mode-changed';

export function readFairMode(adminId: string): FairMode | null {
  try {
    const raw = localStorage.getItem(keyOf(adminId));
    const value = raw ? (JSON.parse(raw) as Partial<FairMode>) : null;
    return value && typeof value.id === 'string' && typeof value.name === 'string' ? { id: value.id, name: value.name } : null;
  } catch {
    return null;
  }
}

export function writeFairMode(adminId: string, fair: FairMode | null): void {
  try {
    if (fair) localStorage.setItem(keyOf(adminId), JSON.stringify(fair));
    else localStorage.removeItem(keyOf(adminId));
  } finally {
    window.dispatchEvent(new Event(CHANGED));
  }
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
};

/** The signed-in staff member's fair mode, and how to switch it on (a fair) or off (null). */
export function useFairMode(adminId: string): [FairMode | null, (fair: FairMode | null) => void] {
  // The stored text is the snapshot (a stable string), parsed once per change.
  const raw = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(keyOf(adminId)),
    () => null,
  );
  const set = useCallback((fair: FairMode | null) => writeFairMode(adminId, fair), [adminId]);
  return [raw === null ? null : readFairMode(adminId), set];
}

/** The lead as fair mode credits it: the fair's id, and its name among the tags (once, any case). */
export function creditToFair<T extends { tags: string[]; eventId?: string | null }>(lead: T, fair: FairMode | null): T {
  if (!fair) return lead;
  const tagged = lead.tags.some((tag) => tag.toLowerCase() === fair.name.toLowerCase());
  return { ...lead, eventId: fair.id, tags: tagged ? lead.tags : [...lead.tags, fair.name] };
}
