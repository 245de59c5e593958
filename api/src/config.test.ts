import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('.data');
    expect(config.nodeEnv).toBe('production');
    expect(config.contact.whatsappNumber).toMatch(/^\d+$/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/mc',
      DATA_DIR: '/var/mc',
      NODE_ENV: 'development',
      CONTACT_PHONE: '+254 700 000 000',
      CONTACT_EMAIL: 'team@example.org',
      WHATSAPP_NUMBER: '254700000000',
      CONTACT_ADDRESS: 'Westlands, Nairobi',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/mc',
      dataDir: '/var/mc',
      nodeEnv: 'development',
      contact: { phone: '+254 700 000 000', email: 'team@example.org', whatsappNumber: '254700000000', address: 'Westlands, Nairobi' },
    });
  });

  it('trusts no proxy and leaves the demo seed to the database kind unless told', () => {
    expect(loadConfig({})).toMatchObject({ trustProxy: false, seedDemo: undefined });
    expect(loadConfig({ TRUST_PROXY: 'true', SEED_DEMO: 'false' })).toMatchObject({ trustProxy: true, seedDemo: false });
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '0' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('reads the public URL, drops its trailing slash, and defaults it to localhost on the port', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://missioncontrol.example/' }).publicUrl).toBe('https://missioncontrol.example');
    expect(loadConfig({ PUBLIC_URL: 'https://example.org/mc' }).publicUrl).toBe('https://example.org/mc');
    for (const bad of ['missioncontrol.example', 'ftp://example.org', 'https://example.org/?a=1', 'https://example.org/#top']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it('lists every bad value at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CONTACT_EMAIL: 'nope', WHATSAPP_NUMBER: '+60 12' });
      expect.unreachable('loadConfig accepted bad values');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems;
      expect(problems).toHaveLength(4);
      expect(problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'DATABASE_URL', 'CONTACT_EMAIL', 'WHATSAPP_NUMBER']);
      expect((err as Error).message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    }
  });

  it('takes a VAPID key pair from the environment, both keys or neither, and a mailto: subject by default', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'k'.repeat(43);
    expect(loadConfig({ CONTACT_EMAIL: 'team@example.org' }).vapid).toEqual({ publicKey: undefined, privateKey: undefined, subject: 'mailto:team@example.org' });
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'https://example.org' }).vapid).toEqual({
      publicKey,
      privateKey,
      subject: 'https://example.org',
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/set both/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://example.org' })).toThrow(/VAPID_SUBJECT/);
  });

  it('takes DOCUMENTS_KEY as 32 bytes of base64, and requires it in production on Postgres or S3', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const old = Buffer.alloc(32, 8).toString('base64');
    expect(loadConfig({ DOCUMENTS_KEY: key, DOCUMENTS_KEY_PREVIOUS: old })).toMatchObject({ documentsKey: key, documentsKeyPrevious: [old] });
    expect(loadConfig({})).toMatchObject({ documentsKey: undefined, documentsKeyPrevious: [] });
    expect(() => loadConfig({ DOCUMENTS_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/DOCUMENTS_KEY: must be 32 random bytes/);
    expect(() => loadConfig({ DOCUMENTS_KEY: key, DOCUMENTS_KEY_PREVIOUS: `${old},short` })).toThrow(/DOCUMENTS_KEY_PREVIOUS/);
    const server = { DATABASE_URL: 'postgres://u@db:5432/mc' };
    expect(() => loadConfig(server)).toThrow(/DOCUMENTS_KEY: required in production/);
    expect(() => loadConfig({ S3_BUCKET: 'docs' })).toThrow(/DOCUMENTS_KEY: required in production/);
    expect(loadConfig({ ...server, DOCUMENTS_KEY: key }).documentsKey).toBe(key);
    // The embedded default, and development or test servers, use the key generated into DATA_DIR.
    expect(loadConfig({ ...server, NODE_ENV: 'test' }).documentsKey).toBeUndefined();
  });
});
