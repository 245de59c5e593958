// Helpers for the tus upload tests: a portal sign-in, tus requests, and a raw request that sends its target verbatim
// (fetch would resolve `..`, drop `#` and encode what an attacker sends as is).
import { request as httpRequest } from 'node:http';
import { expect } from 'vitest';
import type { TestApi } from './test-api';

export const TUS = { 'Tus-Resumable': '1.0.0' };
export const DEMO = { username: 'student', password: 'mission-control' };
export const PDF_HEAD = Buffer.from('%PDF-1.4\n');

export async function portalLogin(api: TestApi, credentials: { username: string; password: string }): Promise<string> {
  const res = await api.request('/api/portal/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('mc_portal='))!
    .split(';')[0]!;
}

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** POST /api/uploads (no cookie: signed out; `extra`: more headers): 201 with a relative Location when created. */
export function createUpload(
  api: TestApi,
  cookie: string | undefined,
  length: number,
  meta: Record<string, string>,
  extra: Record<string, string> = {},
): Promise<Response> {
  const metadata = Object.entries(meta)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');
  return api.request('/api/uploads', {
    method: 'POST',
    headers: { ...TUS, 'Upload-Length': String(length), 'Upload-Metadata': metadata, ...(cookie ? { cookie } : {}), ...extra },
  });
}

export function patchUpload(api: TestApi, cookie: string, location: string, offset: number, bytes: Buffer): Promise<Response> {
  return api.request(location, {
    method: 'PATCH',
    headers: { ...TUS, cookie, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
}

export const headUpload = (api: TestApi, cookie: string, location: string) => api.request(location, { method: 'HEAD', headers: { ...TUS, cookie } });
export const deleteUpload = (api: TestApi, cookie: string, location: string) => api.request(location, { method: 'DELETE', headers: { ...TUS, cookie } });

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request with `target` sent exactly as given on the request line. */
export function rawRequest(api: TestApi, method: string, target: string, headers: Record<string, string>, body?: Buffer): Promise<RawAnswer> {
  const url = new URL(api.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: target, method, headers: { ...headers, ...(body ? { 'Content-Length': String(body.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
