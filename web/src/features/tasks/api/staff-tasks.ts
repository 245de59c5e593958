import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffTask } from '@contract/staff-task-kinds';
import { apiRequest, ApiError } from '../../../lib/api-client';
import { CRM_URLS } from '../../../lib/crm-urls';
import { offlineDatabase } from '../../../lib/offline/offline-db';
import { isNetworkFailure, NotAvailableOfflineError } from '../../../lib/offline/offline-reads';
import { useOverlaidRows } from '../../../lib/offline/use-outbox';
import { useSignedInAdmin } from '../../../lib/signed-in-admin';

// Staff tasks (docs/PRODUCT.md §3.17). Online the server answers; offline the device's copy, which the sync fills with
// the person's own tasks (every task for a manager). Writes waiting in the outbox are laid over either.

/** Whose tasks: the person's own, the ones no one has (managers), or every task they may read. */
export type TaskView = 'me' | 'unassigned' | 'all';
/** Which tasks a list shows: a view of the person's, or one student's follow-ups. */
export type TaskScope = { view: TaskView } | { studentId: string };

export type TaskList = { items: StaffTask[]; from: 'server' | 'device' };

function belongs(scope: TaskScope, me: string) {
  return (task: StaffTask) => {
    if ('studentId' in scope) return task.studentId === scope.studentId;
    if (scope.view === 'me') return task.assigneeId === me;
    return scope.view === 'unassigned' ? task.assigneeId === null : true;
  };
}

function searchOf(scope: TaskScope): string {
  if ('studentId' in scope) return `?studentId=${scope.studentId}`;
  return scope.view === 'all' ? '' : `?assignee=${scope.view}`;
}

async function deviceTasks(scope: TaskScope, me: string): Promise<TaskList> {
  const db = offlineDatabase();
  if (!(await db.syncState.get('tasks'))?.complete) throw new NotAvailableOfflineError('Tasks');
  return { items: (await db.tasks.toArray()).filter(belongs(scope, me)), from: 'device' };
}

export const tasksQueryOptions = (scope: TaskScope, me: string) =>
  queryOptions({
    queryKey: [CRM_URLS.tasks, scope],
    queryFn: async ({ signal, queryKey, client }): Promise<TaskList> => {
      if (!navigator.onLine) return deviceTasks(scope, me);
      // With a list shown, this is the 5-minute refresh (or one after a write): the app's, not the person's.
      const background = client.getQueryData(queryKey) !== undefined;
      try {
        const { items } = await apiRequest<{ items: StaffTask[] }>('GET', `${CRM_URLS.tasks}${searchOf(scope)}`, undefined, signal, { background });
        return { items, from: 'server' };
      } catch (error) {
        if (isNetworkFailure(error) || (error instanceof ApiError && error.status === 404)) return deviceTasks(scope, me);
        throw error;
      }
    },
    // Offline it runs too (and reads the device), never paused waiting for a network. "Today" moves with the clock.
    networkMode: 'always',
    refetchInterval: 5 * 60_000,
  });

/** The tasks of a scope with the person's waiting writes laid over them (new ones first, changed ones as changed). */
export function useTasks(scope: TaskScope, enabled = true) {
  const me = useSignedInAdmin().id;
  const query = useQuery({ ...tasksQueryOptions(scope, me), enabled });
  const { rows, waiting } = useOverlaidRows('tasks', query.data?.items ?? [], query.dataUpdatedAt, belongs(scope, me));
  const items = rows.filter(belongs(scope, me));
  return { query, items, waiting };
}
