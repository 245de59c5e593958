import type { AdminUser } from '@contract';
import { READ_SCOPES_VERSION } from '@contract/read-scopes';
import { wipeOfflineData } from './offline-db';

/** Who the offline copy is for: the id decides the tables' owner, the role (and read table) what they may hold. */
export type StoreOwner = Pick<AdminUser, 'id' | 'role'>;

/**
 * Whose data the offline copy holds, under which role and read table: another admin, a changed role or a new table
 * (contract/read-scopes.ts) starts from an empty store, so no device keeps fields its user may no longer read.
 */
const OWNER_KEY = 'mission-control-offline-owner';
const ownerOf = (admin: StoreOwner) => `${admin.id}:${admin.role}:${READ_SCOPES_VERSION}`;

let claims: Promise<void> = Promise.resolve();

/**
 * Makes the offline store this admin's before anything of theirs is written to it: the sync before its first pull,
 * the saved answers (dashboard, analytics) before their first save. Claims run one after another, so the first one
 * on a device wipes what another owner left and the next finds the store already claimed: an answer saved just
 * after sign-in is never wiped by the first pull that follows it.
 */
export function claimStoreFor(admin: StoreOwner): Promise<void> {
  const claim = async () => {
    let owner: string | null = null;
    try {
      owner = localStorage.getItem(OWNER_KEY);
    } catch {
      // No local storage: treat the store as someone else's and start clean.
    }
    if (owner === ownerOf(admin)) return;
    await wipeOfflineData();
    try {
      localStorage.setItem(OWNER_KEY, ownerOf(admin));
    } catch {
      // Then the next claim wipes and starts over again: slower, never wrong.
    }
  };
  claims = claims.then(claim, claim);
  return claims;
}
