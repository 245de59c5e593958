import { z } from 'zod';
import { parseMasterKey } from './documents/sealing';

/** A DOCUMENTS_KEY value: 32 bytes in base64. */
const masterKeyText = (text: string) => {
  try {
    parseMasterKey(text);
    return true;
  } catch {
    return false;
  }
};

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built PWA lives; the API serves it from the same port. */
  WEB_DIR: z.string().default('dist/web'),
  CONTACT_PHONE: z.string().min(5).default('+60 3-2181 4455'),
  CONTACT_EMAIL: z.email().default('hello@missioncontrol.example'),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, 'must be the international number in digits only, as wa.me links take it')
    .default('60321814455'),
  CONTACT_ADDRESS: z.string().min(2).default('Kuala Lumpur, Malaysia'),
  /** Behind a TLS-terminating proxy or load balancer: trust its X-Forwarded-For / -Proto. Never set it otherwise. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /**
   * With TRUST_PROXY: how many proxies stand in front, each appending to X-Forwarded-For. The client address is the
   * entry that many places from the right; entries further left came from the client and are ignored.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /**
   * The address the public reaches the site at: canonical links, Open Graph URLs, the sitemap. An http(s) origin,
   * optionally with a path, no query or fragment; a trailing slash is dropped. Unset: http://localhost:PORT.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine((u) => !/[?#]/.test(u), 'must have no query (?) or fragment (#)')
    .optional(),
  /** Load the demo data on start. Unset: yes for the embedded database, no for a Postgres server. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /**
   * Students' documents go to this S3-compatible bucket instead of DATA_DIR/uploads, so several API processes share
   * them (docs/ARCHITECTURE.md). Credentials come from the usual AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY.
   */
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /**
   * Web Push (issue 30): the VAPID key pair the push services know this server by, base64url as `web-push
   * generate-vapid-keys` prints them. Both or neither: unset, a pair is generated once into DATA_DIR/vapid-keys.json.
   */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)').optional(),
  /** Whom a push service contacts about this sender: a mailto: or https: URL. Unset: mailto:CONTACT_EMAIL. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// URL').optional(),
  /** Where notification e-mails go (issue 30): smtp://user:pass@host:port or smtps://. Unset: .eml files in DATA_DIR/mail. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The From of notification e-mails, e.g. "Mission Control <hello@example.org>". Unset: CONTACT_EMAIL. */
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * The master key of the documents' file keys (docs/SECURITY.md §documents at rest): 32 random bytes in base64.
   * Unset: generated into DATA_DIR/documents.key, which only the embedded default may do (see below).
   */
  DOCUMENTS_KEY: z.string().refine(masterKeyText, 'must be 32 random bytes in base64 (openssl rand -base64 32)').optional(),
  /** During a key rotation: the earlier master keys, comma-separated, so keys they wrapped still open. */
  DOCUMENTS_KEY_PREVIOUS: z
    .string()
    .refine((v) => v.split(',').every((k) => masterKeyText(k)), 'must be DOCUMENTS_KEY values, comma-separated')
    .optional(),
});

export type Config = {
  port: number;
  databaseUrl?: string;
  dataDir: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  webDir: string;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** Whether PUBLIC_URL was set: links sent to people (portal invitations) use it, else the request's origin. */
  publicUrlSet: boolean;
  /** The organisation's contact details until a super_admin saves them in Settings (then the database holds them). */
  contact: { phone: string; email: string; whatsappNumber: string; address: string };
  trustProxy: boolean;
  trustProxyHops: number;
  seedDemo?: boolean;
  /** Where uploaded documents are kept: DATA_DIR/uploads, or a bucket when S3_BUCKET is set. */
  uploads: { kind: 'directory'; directory: string } | { kind: 's3'; bucket: string; endpoint?: string; region: string };
  /** Web Push's VAPID details; without keys in the environment they come from DATA_DIR (notifications/push/vapid.ts). */
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  /** Notification e-mail: through SMTP_URL, or written as .eml files into `directory` when it is unset. */
  mail: { smtpUrl?: string; from: string; directory: string };
  /** DOCUMENTS_KEY and DOCUMENTS_KEY_PREVIOUS (base64 texts); no key: the one generated into DATA_DIR. */
  documentsKey?: string;
  documentsKeyPrevious: string[];
  version: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The one place that reads process.env. Empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const c = parsed.data;
  if ((c.VAPID_PUBLIC_KEY === undefined) !== (c.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (a key pair) or neither']);
  }
  // A key generated beside the data protects nothing the data's own disk does not, and each machine would make its
  // own: a production server on Postgres or S3 (a real deployment, perhaps several processes) must be given one.
  if (c.NODE_ENV === 'production' && !c.DOCUMENTS_KEY && (c.DATABASE_URL || c.S3_BUCKET)) {
    throw new ConfigError([
      'DOCUMENTS_KEY: required in production with DATABASE_URL or S3_BUCKET (32 random bytes in base64: openssl rand -base64 32)',
    ]);
  }
  return {
    port: c.PORT,
    databaseUrl: c.DATABASE_URL,
    dataDir: c.DATA_DIR,
    nodeEnv: c.NODE_ENV,
    logLevel: c.LOG_LEVEL,
    webDir: c.WEB_DIR,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    publicUrlSet: c.PUBLIC_URL !== undefined,
    contact: { phone: c.CONTACT_PHONE, email: c.CONTACT_EMAIL, whatsappNumber: c.WHATSAPP_NUMBER, address: c.CONTACT_ADDRESS },
    trustProxy: c.TRUST_PROXY === 'true',
    trustProxyHops: c.TRUST_PROXY_HOPS,
    seedDemo: c.SEED_DEMO === undefined ? undefined : c.SEED_DEMO === 'true',
    uploads: c.S3_BUCKET
      ? { kind: 's3', bucket: c.S3_BUCKET, endpoint: c.S3_ENDPOINT, region: c.S3_REGION }
      : { kind: 'directory', directory: `${c.DATA_DIR.replace(/\/+$/, '')}/uploads` },
    vapid: { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY, subject: c.VAPID_SUBJECT ?? `mailto:${c.CONTACT_EMAIL}` },
    mail: { smtpUrl: c.SMTP_URL, from: c.MAIL_FROM ?? `Mission Control <${c.CONTACT_EMAIL}>`, directory: `${c.DATA_DIR.replace(/\/+$/, '')}/mail` },
    documentsKey: c.DOCUMENTS_KEY,
    documentsKeyPrevious: c.DOCUMENTS_KEY_PREVIOUS ? c.DOCUMENTS_KEY_PREVIOUS.split(',').map((k) => k.trim()) : [],
    version: env.npm_package_version ?? '0.1.0',
  };
}
