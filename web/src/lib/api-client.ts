import type { QueryFunction } from '@tanstack/react-query';
import type { ErrorBody } from '@contract';
import { markedBackground } from './background-request';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-2xx answer. `message` is exactly "<status>: <body text, or the status text when the body is empty>"
 * (docs/PRODUCT.md §9.1); `body` is the parsed error when the API answered with its `{ error: {...} }` shape.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;

  constructor(status: number, text: string, statusText: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(text);
  }
}

// A structural check rather than the contract's zod schema: it keeps zod out of the entry chunk.
function parseErrorBody(text: string): ErrorBody | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('error' in value)) return undefined;
    const { error } = value;
    if (typeof error !== 'object' || error === null) return undefined;
    if (!('status' in error) || typeof error.status !== 'number') return undefined;
    if (!('message' in error) || typeof error.message !== 'string') return undefined;
    return value as ErrorBody;
  } catch {
    return undefined;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, text, res.statusText);
}

/** Reads a JSON answer; an empty body (204, 205 or an empty 200) reads as undefined. */
async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * One call to the API with the session cookie; a body goes as JSON. `background`: the app's own request (a timed
 * refresh), which the server does not count as the person's activity.
 */
export async function apiRequest<T>(method: HttpMethod, url: string, body?: unknown, signal?: AbortSignal, { background = false } = {}): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', signal };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, background ? markedBackground(init) : init);
  await throwIfNotOk(res);
  return readJson<T>(res);
}

/** Sends a file's bytes as the body (POST, with its own Content-Type) and reads the JSON answer: an image upload. */
export async function apiUpload<T>(url: string, file: Blob, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { method: 'POST', credentials: 'include', signal, headers: { 'Content-Type': file.type || 'application/octet-stream' }, body: file });
  await throwIfNotOk(res);
  return readJson<T>(res);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query loader: the query key segments joined with '/' are the URL
 * (['/api/admin/students'] or ['/api/news', 'events']). A 401 answers null with `returnNull`. A polled query
 * (`meta: REFRESHED_IN_BACKGROUND`) that already holds data is being refreshed on its timer: that request is marked
 * as the app's own, not the person's.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal, meta, client }) => {
    const timedRefresh = meta?.refreshedInBackground === true && client.getQueryData(queryKey) !== undefined;
    const init: RequestInit = { credentials: 'include', signal };
    const res = await fetch(queryKey.join('/'), timedRefresh ? markedBackground(init) : init);
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return readJson<T>(res);
  };
}
