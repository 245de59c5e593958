import fc from 'fast-check';
import type { TestApi } from '../test-api';
import type { FuzzRequest } from './arbitraries';
import { closeClient, send, type Answer } from './client';
import { countedTables, rowCounts } from './oracle';
import type { Route } from './routes';
import { preparePeople, type FuzzPeople } from './sessions';

/** Fixed unless FUZZ_SEED says otherwise, so a failure replays; printed by every fuzz file. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED || 20_261_122);
/** Cases per endpoint; the default keeps each fuzz file under a minute on two busy cores. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS || 40);

export type FuzzWorld = {
  api: TestApi;
  base: URL;
  people: FuzzPeople;
  tables: string[];
  tally: { cases: number; byStatus: Map<number, number> };
};

export async function prepareWorld(api: TestApi, file: string): Promise<FuzzWorld> {
  console.log(`${file}: seed ${FUZZ_SEED} (FUZZ_SEED replays it), ${FUZZ_RUNS} cases per endpoint (FUZZ_RUNS)`);
  return {
    api,
    base: new URL(api.url),
    people: await preparePeople(api.db.knex),
    tables: await countedTables(api.db.knex),
    tally: { cases: 0, byStatus: new Map() },
  };
}

export function report(world: FuzzWorld, file: string): void {
  const statuses = [...world.tally.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.log(`${file}: ${world.tally.cases} cases tried; statuses ${statuses.join(' ')}`);
  closeClient();
}

const polluted = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');

/**
 * Runs `check` on the answers to `runs` generated requests for one route. Around each: the row counts of every
 * table (a refused request stores nothing) and Object.prototype (the server runs in this process, so a
 * polluting body would show here).
 */
export async function fuzzRoute(
  world: FuzzWorld,
  route: Route,
  requests: fc.Arbitrary<FuzzRequest>,
  check: (req: FuzzRequest, answer: Answer) => void,
  runs = FUZZ_RUNS,
): Promise<void> {
  const prototypeBefore = polluted();
  const property = fc.asyncProperty(requests, async (req) => {
    const knex = world.api.db.knex;
    const cookies = await world.people.cookiesFor(req.session);
    const before = await rowCounts(knex, world.tables);
    const answer = await send(world.base, route, req, cookies);
    world.tally.cases++;
    world.tally.byStatus.set(answer.status, (world.tally.byStatus.get(answer.status) ?? 0) + 1);
    check(req, answer);
    if (answer.status >= 400) {
      const after = await rowCounts(knex, world.tables);
      const changed = world.tables.filter((t) => before[t] !== after[t]);
      if (changed.length) throw new Error(`${req.method} ${route.path} -> ${answer.status} but stored rows in ${changed.join(', ')}`);
    }
    if (polluted() !== prototypeBefore) throw new Error(`${req.method} ${route.path} polluted Object.prototype`);
  });
  await fc.assert(property, { seed: FUZZ_SEED, numRuns: runs });
}
