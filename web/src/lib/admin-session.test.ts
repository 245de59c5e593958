import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@contract';

const ADMIN: AdminUser = { id: '0b7c8f0e-4a8e-4c55-9d0f-2b9c1e3f5a61', username: 'admin', fullName: 'Hodan Ali Farah', role: 'super_admin' };

function stubBrowser(pathname = '/admin/students') {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  const assign = vi.fn();
  vi.stubGlobal('window', { location: { pathname, assign } });
  return { store, assign };
}

// The module keeps a "leaving" flag: a fresh copy per test.
async function load() {
  vi.resetModules();
  return import('./admin-session');
}

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the stored admin', () => {
  it('keeps the admin object login answered, and forgets it', async () => {
    stubBrowser();
    const { ADMIN_STORAGE_KEY, clearStoredAdmin, readStoredAdmin, storeAdmin } = await load();
    storeAdmin(ADMIN);
    expect(JSON.parse(localStorage.getItem(ADMIN_STORAGE_KEY)!)).toEqual(ADMIN);
    expect(readStoredAdmin()).toEqual(ADMIN);
    clearStoredAdmin();
    expect(readStoredAdmin()).toBeNull();
  });

  it('ignores a stored value that is not an admin', async () => {
    const { store } = stubBrowser();
    const { ADMIN_STORAGE_KEY, readStoredAdmin } = await load();
    store.set(ADMIN_STORAGE_KEY, JSON.stringify({ ...ADMIN, role: 'emperor' }));
    expect(readStoredAdmin()).toBeNull();
    store.set(ADMIN_STORAGE_KEY, '{not json');
    expect(readStoredAdmin()).toBeNull();
  });
});

describe('handleAdminUnauthorized', () => {
  it('forgets the admin and goes to the login page once, however many queries fail', async () => {
    const { store, assign } = stubBrowser();
    const { ADMIN_STORAGE_KEY, handleAdminUnauthorized } = await load();
    store.set(ADMIN_STORAGE_KEY, JSON.stringify(ADMIN));
    handleAdminUnauthorized();
    handleAdminUnauthorized();
    expect(store.has(ADMIN_STORAGE_KEY)).toBe(false);
    // It leaves once the offline copy is wiped (here there is no IndexedDB: nothing to wipe).
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(assign.mock.calls).toEqual([['/admin/login']]);
  });

  it('stays put on the login page itself', async () => {
    const { assign } = stubBrowser('/admin/login');
    const { handleAdminUnauthorized } = await load();
    handleAdminUnauthorized();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('logoutAdmin', () => {
  it('ends the session on the server, forgets the admin and loads the login page', async () => {
    const { store, assign } = stubBrowser();
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const { ADMIN_STORAGE_KEY, logoutAdmin } = await load();
    store.set(ADMIN_STORAGE_KEY, JSON.stringify(ADMIN));
    await logoutAdmin();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/logout');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    expect(store.has(ADMIN_STORAGE_KEY)).toBe(false);
    expect(assign).toHaveBeenCalledWith('/admin/login');
  });

  it('still leaves when the network is away', async () => {
    const { assign } = stubBrowser();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    const { logoutAdmin } = await load();
    await logoutAdmin();
    expect(assign).toHaveBeenCalledWith('/admin/login');
  });
});
