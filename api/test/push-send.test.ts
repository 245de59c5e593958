import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { sendPush } from '../src/notifications/push/send';
import { configurePush, vapidDetails } from '../src/notifications/push/vapid';
import { createTestDatabase, type TestDatabase } from './test-database';

// sendPush (issue 30 item 3) against a push service of our own: a local HTTP server that records what it receives and
// answers as each endpoint's path says. The browser's side is played by a P-256 key pair and an auth secret, so the
// test decrypts each message as a browser would.

// http_ece is web-push's own dependency (RFC 8188): the test decrypts with it, as the browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt: (body: Buffer, params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string }) => Buffer;
};

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

let db: TestDatabase;
let dataDir: string;
let pushService: Server;
let serviceUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  db = await createTestDatabase({ seed: false });
  dataDir = mkdtempSync(join(tmpdir(), 'mc-push-send-'));
  configurePush(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, CONTACT_EMAIL: 'team@example.org' }));
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const status = Number(/\/status\/(\d{3})/.exec(req.url ?? '')?.[1] ?? 201);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Browser = { endpoint: string; ecdh: ReturnType<typeof createECDH>; auth: string };

/** A browser that subscribed for the recipient: its endpoint at our push service, its keys in the table. */
async function subscribe(recipientId: string, status = 201): Promise<Browser> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const endpoint = `${serviceUrl}/push/${randomUUID()}/status/${status}`;
  await db.knex('push_subscriptions').insert({
    id: randomUUID(),
    recipient_type: 'student',
    recipient_id: recipientId,
    endpoint,
    keys: JSON.stringify({ p256dh: ecdh.getPublicKey().toString('base64url'), auth }),
  });
  return { endpoint, ecdh, auth };
}

const notice = (recipientId: string) => ({
  id: randomUUID(),
  recipient_type: 'student',
  recipient_id: recipientId,
  title: 'Passport rejected',
  body: 'The scan is blurred. Upload a sharper photo of the photo page.',
  link: '/student-portal#portal-documents',
  event: 'document.rejected',
});
const delivery = () => ({ id: randomUUID(), channel: 'push', attempts: 0 });
const messagesTo = (browser: Browser) => received.filter((r) => browser.endpoint.endsWith(r.path));

/** Checks the VAPID Authorization header (RFC 8292): a JWT for the push service's origin, signed with our key. */
function expectVapid(headers: IncomingHttpHeaders): void {
  const { publicKey } = vapidDetails();
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? '');
  expect(match, headers.authorization).not.toBeNull();
  const [, head, claims, signature, key] = match!;
  expect(key).toBe(publicKey);
  expect(JSON.parse(Buffer.from(head!, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const payload = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; sub: string; exp: number };
  expect(payload).toMatchObject({ aud: serviceUrl, sub: 'mailto:team@example.org' });
  expect(payload.exp * 1000).toBeGreaterThan(Date.now());
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') };
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  expect(signed).toBe(true);
}

describe('sendPush', () => {
  it('sends every browser of the recipient an encrypted message with a VAPID signature, and no one else', async () => {
    const student = randomUUID();
    const phone = await subscribe(student);
    const laptop = await subscribe(student);
    const stranger = await subscribe(randomUUID());
    const sent = notice(student);

    expect(await sendPush(delivery(), sent, db.knex)).toBe('sent');

    for (const browser of [phone, laptop]) {
      const [message, ...more] = messagesTo(browser);
      expect(more).toEqual([]);
      expect(message!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal', topic: sent.id.replaceAll('-', '') });
      expectVapid(message!.headers);
      // The body is ciphertext: the words are not in it, and only the browser's keys open it.
      expect(message!.body.toString('latin1')).not.toContain('Passport');
      const plain = ece.decrypt(message!.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth });
      expect(JSON.parse(plain.toString('utf8'))).toEqual({ id: sent.id, title: sent.title, body: sent.body, link: sent.link });
    }
    expect(messagesTo(stranger)).toEqual([]);
  });

  it("is 'skipped' for a recipient with no subscription", async () => {
    const before = received.length;
    expect(await sendPush(delivery(), notice(randomUUID()), db.knex)).toBe('skipped');
    expect(received.length).toBe(before);
  });

  it('deletes a subscription the push service answers 410 or 404, keeps the others, and is skipped when none is left', async () => {
    const student = randomUUID();
    const gone = await subscribe(student, 410);
    const missing = await subscribe(student, 404);
    const live = await subscribe(student);
    expect(await sendPush(delivery(), notice(student), db.knex)).toBe('sent');
    expect(messagesTo(gone)).toHaveLength(1);
    expect(await db.knex('push_subscriptions').where({ recipient_id: student }).pluck('endpoint')).toEqual([live.endpoint]);

    const alone = randomUUID();
    await subscribe(alone, 410);
    expect(await sendPush(delivery(), notice(alone), db.knex)).toBe('skipped');
    expect(await db.knex('push_subscriptions').where({ recipient_id: alone }).pluck('endpoint')).toEqual([]);
    expect(missing.endpoint).not.toBe(live.endpoint);
  });

  it('throws on any other failure (the worker retries), keeping the subscription', async () => {
    const student = randomUUID();
    const busy = await subscribe(student, 503);
    await expect(sendPush(delivery(), notice(student), db.knex)).rejects.toThrow(/answered 503/);
    expect(await db.knex('push_subscriptions').where({ recipient_id: student }).pluck('endpoint')).toEqual([busy.endpoint]);

    const unreachable = randomUUID();
    await db.knex('push_subscriptions').insert({
      id: randomUUID(),
      recipient_type: 'student',
      recipient_id: unreachable,
      endpoint: 'http://127.0.0.1:1/push/nobody-listens',
      keys: JSON.stringify({ p256dh: (await subscribe(randomUUID())).ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }),
    });
    await expect(sendPush(delivery(), notice(unreachable), db.knex)).rejects.toThrow(/127\.0\.0\.1:1/);
  });
});
