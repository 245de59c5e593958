import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function queryContext(queryKey: readonly unknown[]): QueryFunctionContext {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as QueryFunctionContext;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the cookies and a JSON body with a JSON content type', async () => {
    const fetchMock = stubFetch(Response.json({ fullName: 'Amina Yusuf' }));

    const admin = await apiRequest<{ fullName: string }>('POST', '/api/admin/login', {
      username: 'amina',
      password: 'secret',
    });

    expect(admin).toEqual({ fullName: 'Amina Yusuf' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"username":"amina","password":"secret"}');
  });

  it('sends no body and no content type without a body', async () => {
    const fetchMock = stubFetch(Response.json([]));

    await apiRequest('GET', '/api/news');

    const init = fetchMock.mock.calls[0]![1];
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toBeUndefined();
    expect(init?.body).toBeUndefined();
  });

  it('reads an empty answer as undefined', async () => {
    stubFetch(new Response(null, { status: 204 }));

    await expect(apiRequest('POST', '/api/admin/logout')).resolves.toBeUndefined();
  });

  it('fails with "<status>: <body>" and keeps the parsed error body', async () => {
    const body = { error: { status: 401, message: 'Invalid credentials.' } };
    stubFetch(Response.json(body, { status: 401, statusText: 'Unauthorized' }));

    const error = await apiRequest('POST', '/api/admin/login', { username: 'a', password: 'b' }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ApiError).message).toBe(`401: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).body).toEqual(body);
  });

  it('fails with the plain body text and no parsed body when the body is not the error shape', async () => {
    stubFetch(new Response('upstream timed out', { status: 502, statusText: 'Bad Gateway' }));

    const error = (await apiRequest('GET', '/api/news').catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe('502: upstream timed out');
    expect(error.body).toBeUndefined();
  });

  it('fails with "<status>: <status text>" when the body is empty', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));

    await expect(apiRequest('GET', '/api/news')).rejects.toThrow(
      expect.objectContaining({ message: '503: Service Unavailable', status: 503 }),
    );
  });
});

describe('getQueryFn', () => {
  it('joins the query key segments with "/" and GETs JSON with the cookies', async () => {
    const fetchMock = stubFetch(Response.json([{ id: 1 }]));

    const data = await getQueryFn<unknown[]>({ on401: 'throw' })(queryContext(['/api/news', 'events']));

    expect(data).toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/news/events');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBeUndefined();
  });

  it('answers null on 401 when asked to', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));

    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/admin/me']))).resolves.toBeNull();
  });

  it('fails on 401 by default', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));

    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/admin/students']))).rejects.toThrow(
      '401: Unauthorized',
    );
  });

  it('fails on other errors even when 401 returns null', async () => {
    stubFetch(new Response('boom', { status: 500, statusText: 'Internal Server Error' }));

    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/admin/students']))).rejects.toThrow(
      '500: boom',
    );
  });
});
