import { notifyManager, type Query, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { experimental_createQueryPersister, type AsyncStorage } from '@tanstack/react-query-persist-client';

/** Bump when a persisted answer's shape changes: older copies are then dropped instead of misread. */
const SHAPE_VERSION = '1';
/** Older answers are dropped rather than shown: a fair trip lasts days, not weeks. */
export const PERSISTED_MAX_AGE_MS = 14 * 86_400_000;
export const PERSISTED_PREFIX = 'admin-query';

/** A query's own fetch, as TanStack Query hands it to a persister. */
type QueryFn<T, K extends QueryKey> = (context: QueryFunctionContext<K>) => T | Promise<T>;
export type OfflinePersister = <T, K extends QueryKey>(queryFn: QueryFn<T, K>, context: QueryFunctionContext<K>, query: Query) => Promise<T>;

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * TanStack Query's per-query persister over a storage of ours, for the answers an admin needs offline.
 * The first fetch of a query with no data answers from storage at once (with the time the answer was saved,
 * for "Last updated"), then asks the server; with no network the saved answer stays. Every answer the server
 * gives is saved. Entries are stamped with the owner's id: another admin on this device never sees them.
 */
export function createOfflinePersister(storage: AsyncStorage<string>, owner: string): OfflinePersister {
  const persister = experimental_createQueryPersister({
    storage,
    buster: `${SHAPE_VERSION}:${owner}`,
    maxAge: PERSISTED_MAX_AGE_MS,
    prefix: PERSISTED_PREFIX,
  });
  return async (queryFn, context, query) => {
    if (query.state.data === undefined) {
      const restored = await persister.retrieveQuery<Awaited<ReturnType<typeof queryFn>>>(query.queryHash, (saved) => {
        query.setState({ dataUpdatedAt: saved.state.dataUpdatedAt });
        // The library's own refetch leaves its failure unhandled; a failed refresh shows as the query's error.
        if (isOnline()) query.fetch().catch(() => undefined);
      });
      if (restored !== undefined) return restored;
    }
    const data = await queryFn(context);
    // Next macro task: the query's state then holds this answer and its time.
    // (The persist-client package carries its own copy of query-core: same Query at run time, another type.)
    const saved = query as unknown as Parameters<typeof persister.persistQuery>[0];
    notifyManager.schedule(() => void persister.persistQuery(saved).catch(() => undefined));
    return data;
  };
}
