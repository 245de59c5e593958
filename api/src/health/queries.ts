import type { Knex } from 'knex';

// A load balancer's health check gives up after a few seconds: a database that hangs is as bad as one that is down.
const DATABASE_CHECK_MS = 3000;

/** Whether the database answers a trivial query within the health check's time. */
export async function databaseAnswers(db: Knex): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  const check = db.raw('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
