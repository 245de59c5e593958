import autocannon from 'autocannon';

export type Endpoint = {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  signedIn: boolean;
  /** At most this many connections, whatever the run's setting. */
  maxConnections?: number;
  /**
   * Paths taken in turn, one per request, instead of `path` every time: people search each with their own term, so
   * the server answers each from the database, not from an answer or a count it just computed.
   */
  paths?: readonly string[];
};

export type Measurement = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Size of one answer's JSON body, in bytes. */
  bytes: number;
  /** Answers that were not 2xx, and transport errors: a run with any is not a valid figure. */
  failures: number;
};

export type LoadOptions = { connections: number; durationSeconds: number };

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/**
 * Loads one endpoint with autocannon for the given time and connections. Latencies are collected from every
 * response at sub-millisecond precision (autocannon's own histogram keeps whole milliseconds).
 */
export async function measure(base: string, endpoint: Endpoint, cookie: string, options: LoadOptions): Promise<Measurement> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (endpoint.signedIn) headers.cookie = cookie;
  if (endpoint.body) headers['content-type'] = 'application/json';

  const paths = endpoint.paths ?? [endpoint.path];
  let turn = 0;
  const nextPath = () => paths[turn++ % paths.length]!;

  // One request first: it must succeed, and its size is what "no answer bigger than one page" is checked on.
  const probe = await fetch(base + endpoint.path, { method: endpoint.method, headers, body: endpoint.body });
  const text = await probe.text();
  if (!probe.ok) throw new Error(`${endpoint.method} ${endpoint.path} answered ${probe.status}: ${text.slice(0, 200)}`);
  // A few more to open the database connections and warm caches, as a running server would be; each of several
  // paths must succeed too.
  for (let i = 0; i < Math.max(20, paths.length); i++) {
    const path = nextPath();
    const res = await fetch(base + path, { method: endpoint.method, headers, body: endpoint.body });
    if (!res.ok) throw new Error(`${endpoint.method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    await res.arrayBuffer();
  }

  const latencies: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base + endpoint.path,
        method: endpoint.method,
        headers,
        body: endpoint.body,
        connections: Math.min(options.connections, endpoint.maxConnections ?? Infinity),
        duration: options.durationSeconds,
        ...(endpoint.paths ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: nextPath() }) }] } : {}),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else failures++;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / options.durationSeconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    bytes: Buffer.byteLength(text),
    failures: failures + result.errors + result.timeouts,
  };
}
