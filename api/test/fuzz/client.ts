import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FuzzRequest } from './arbitraries';
import { fillPath, type Route } from './routes';

export type Answer = { status: number; headers: IncomingHttpHeaders; text: string };

// node:http rather than fetch: fetch refuses a body on GET and rewrites some headers the fuzzer must control.
// A connection per request: a server answering 413 before reading the body closes it, and a reused socket
// would then fail the next case with ECONNRESET.
const agent = new Agent({ keepAlive: false });

function decode(headers: IncomingHttpHeaders, raw: Buffer): string {
  const encoding = headers['content-encoding'];
  const plain =
    encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw;
  return plain.toString('utf8');
}

function originHeader(kind: FuzzRequest['origin'], base: URL): string | undefined {
  switch (kind) {
    case 'same':
      return base.origin;
    case 'other':
      return 'https://evil.example';
    case 'lookalike':
      return `${base.origin}.evil.example`;
    case 'null':
      return 'null';
    case 'garbage':
      return 'not a url';
    default:
      return undefined;
  }
}

/** Sends a generated request as a browser or a hostile client would put it on the wire. */
export function send(base: URL, route: Route, req: FuzzRequest, sessionCookies: string[]): Promise<Answer> {
  const path = fillPath(route, req.params) + (req.query ? `?${req.query}` : '');
  // The noise goes around the real session cookie, so a forged duplicate comes both first and last.
  const cookies = [...req.cookieNoise.slice(0, 1), ...sessionCookies, ...req.cookieNoise.slice(1)];
  const headers: Record<string, string> = {};
  if (cookies.length) headers.cookie = cookies.join('; ');
  const origin = originHeader(req.origin, base);
  if (origin) headers.origin = origin;
  if (req.secFetchSite) headers['sec-fetch-site'] = req.secFetchSite;
  if (req.accept) headers.accept = req.accept;
  if (req.acceptEncoding) headers['accept-encoding'] = req.acceptEncoding;
  if (req.ifNoneMatch) headers['if-none-match'] = req.ifNoneMatch;
  const body = req.body ? Buffer.from(req.body.text, 'utf8') : undefined;
  if (req.body?.contentType !== undefined) headers['content-type'] = req.body.contentType;
  if (req.body?.contentEncoding) headers['content-encoding'] = req.body.contentEncoding;
  if (body) headers['content-length'] = String(body.length);

  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = request({ host: base.hostname, port: base.port, method: req.method, path, headers, agent }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: decode(res.headers, Buffer.concat(chunks)) });
        } catch (err) {
          reject(err as Error);
        }
      });
    });
    // The server may answer (413) and close before the whole body is written: the answer is what counts.
    outgoing.on('error', (err) => (answered ? undefined : reject(err)));
    outgoing.end(body);
  });
}

export const closeClient = () => agent.destroy();
