import { queryOptions } from '@tanstack/react-query';
import type { AdminUser } from '@contract';
import { ADMIN_ROLES } from '@contract/enums';
import { apiRequest, getQueryFn } from './api-client';

/**
 * The admin object login answered, kept in local storage for display only (docs/PRODUCT.md §3.1):
 * the session cookie decides what the server answers, never this copy.
 */
export const ADMIN_STORAGE_KEY = 'mission-control-admin';

export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_HOME_PATH = '/admin/dashboard';

function isAdminUser(value: unknown): value is AdminUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.username === 'string' &&
    typeof v.fullName === 'string' &&
    (ADMIN_ROLES as readonly unknown[]).includes(v.role)
  );
}

export function readStoredAdmin(): AdminUser | null {
  try {
    const raw = localStorage.getItem(ADMIN_STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isAdminUser(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeAdmin(admin: AdminUser): void {
  try {
    localStorage.setItem(ADMIN_STORAGE_KEY, JSON.stringify(admin));
  } catch {
    // Private mode or a full quota: the stored copy is only for display, the cookie still signs in.
  }
}

export function clearStoredAdmin(): void {
  try {
    localStorage.removeItem(ADMIN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

const readSession = getQueryFn<AdminUser>({ on401: 'returnNull' });

/** GET /api/admin/session: the signed-in admin, or null without a session (a 401 is an answer here). */
export const adminSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/session'],
    queryFn: async (context) => {
      const admin = await readSession(context);
      // Kept for the offline shell too when the session came from the cookie, not from the login form.
      if (admin) storeAdmin(admin);
      return admin;
    },
    // Offline, fail at once (the layout route then opens the shell on the stored admin) instead of pausing.
    networkMode: 'always',
  });

/**
 * Ends the session on the server, forgets the stored admin and loads the login page afresh, which also
 * drops every cached admin answer from memory.
 */
export async function logoutAdmin(): Promise<void> {
  await apiRequest('POST', '/api/admin/logout').catch(() => {
    // Offline or already signed out: leave anyway; the session expires on the server by itself.
  });
  await forgetAdminData();
  window.location.assign(ADMIN_LOGIN_PATH);
}

/**
 * Forgets the stored admin and wipes the offline copy of the CRM (a shared laptop at a fair), offline too.
 * Imported on demand so the public site never loads Dexie; the admin shell has already loaded it.
 */
async function forgetAdminData(): Promise<void> {
  clearStoredAdmin();
  try {
    const { wipeOfflineData } = await import('./offline/offline-db');
    await wipeOfflineData();
  } catch {
    // No IndexedDB here (private mode, tests): nothing was stored.
  }
}

let leaving = false;

/**
 * What a 401 from any admin query does (wired once in the query cache): forget the stored admin, wipe the
 * offline copy and go to the login page. Several queries failing together still navigate only once.
 */
export function handleAdminUnauthorized(): void {
  const wiped = forgetAdminData();
  if (leaving || window.location.pathname === ADMIN_LOGIN_PATH) return;
  leaving = true;
  // Leave only once the wipe is done: navigating away would abort its transaction.
  void wiped.then(() => window.location.assign(ADMIN_LOGIN_PATH));
}
