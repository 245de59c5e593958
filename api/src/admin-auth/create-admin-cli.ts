import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { connect, migrateLatest } from '@db/connect';
import { ADMIN_ROLES } from '@contract';
import { ConfigError, loadConfig } from '../config';
import { createAdminAccount, NewAdminError, type NewAdmin } from './create-admin';

/**
 * `npm run admin:create`: the first (or any) admin on a real database, without demo data. At a terminal it
 * prompts, the password unechoed and asked twice; otherwise it reads four lines from stdin (e-mail, full name,
 * role, password), for scripts. The password is never taken from the command line, where `ps` would show it.
 */
type Ask = (question: string, hidden?: boolean) => Promise<string>;

function terminalAsk(): { ask: Ask; close: () => void } {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const ask: Ask = async (question, hidden = false) => {
    process.stdout.write(question);
    muted = hidden;
    const answer = await rl.question('');
    muted = false;
    if (hidden) process.stdout.write('\n');
    return answer;
  };
  return { ask, close: () => rl.close() };
}

function scriptedAsk(): { ask: Ask; close: () => void } {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const ask: Ask = async (question) => {
    const next = await lines.next();
    if (next.done) throw new NewAdminError(`stdin ended before the answer to "${question.trim()}"`);
    return next.value;
  };
  return { ask, close: () => rl.close() };
}

async function readAnswers(ask: Ask, interactive: boolean): Promise<NewAdmin> {
  const email = await ask('E-mail (the username to sign in with): ');
  const fullName = await ask('Full name: ');
  const role = (await ask(`Role (${ADMIN_ROLES.join(', ')}) [super_admin]: `)).trim() || 'super_admin';
  const password = await ask('Password (12+ characters, not echoed): ', true);
  if (interactive && (await ask('Password again: ', true)) !== password) throw new NewAdminError('The two passwords differ.');
  return { email: email.trim(), fullName, role: role as NewAdmin['role'], password };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const interactive = Boolean(process.stdin.isTTY);
  const { ask, close } = interactive ? terminalAsk() : scriptedAsk();
  const db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateLatest(db.knex);
    const admin = await createAdminAccount(db.knex, await readAnswers(ask, interactive));
    const where = db.kind === 'postgres' ? new URL(config.databaseUrl!).host : `the embedded database (${config.dataDir})`;
    console.log(`Admin created: ${admin.username} (${admin.role}) on ${where}. Sign in at /admin/login.`);
  } finally {
    close();
    await db.knex.destroy();
  }
}

main().catch((err: unknown) => {
  const known = err instanceof NewAdminError || err instanceof ConfigError;
  process.stderr.write(`admin:create: ${known ? (err as Error).message.replaceAll('\n', ' ') : `failed: ${(err as Error).message}`}\n`);
  process.exit(1);
});
