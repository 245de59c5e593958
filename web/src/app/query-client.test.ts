import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleAdminUnauthorized } from '../lib/admin-session';
import { createQueryClient } from './query-client';

vi.mock('../lib/admin-session', () => ({ handleAdminUnauthorized: vi.fn() }));

describe('createQueryClient', () => {
  it('has the defaults of docs/PRODUCT.md §9.1: a default loader, no refetching, never stale, no retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();

    expect(queries?.queryFn).toBeTypeOf('function');
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});

describe('the default loader', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads a query from its key and fails on 401 without retrying', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(Response.json({ totalStudents: 3 }))
      .mockResolvedValueOnce(new Response('', { status: 401, statusText: 'Unauthorized' }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();

    await expect(client.fetchQuery({ queryKey: ['/api/admin/dashboard'] })).resolves.toEqual({ totalStudents: 3 });
    await expect(client.fetchQuery({ queryKey: ['/api/admin/students'] })).rejects.toThrow('401: Unauthorized');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/admin/dashboard', '/api/admin/students']);
  });
});

describe('a 401 from a query', () => {
  beforeEach(() => {
    vi.mocked(handleAdminUnauthorized).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('of an admin query is handed to the session handler, from the query cache', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 401 })));
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/admin/dashboard'] }).catch(() => undefined);
    expect(handleAdminUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures and public queries alone', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(new Response('boom', { status: 500 }))
        .mockResolvedValueOnce(new Response('', { status: 401 })),
    );
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/admin/analytics'] }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['/api/news'] }).catch(() => undefined);
    expect(handleAdminUnauthorized).not.toHaveBeenCalled();
  });
});
