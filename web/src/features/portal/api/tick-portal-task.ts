import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalDashboard } from '@contract/portal';
import { apiRequest } from '../../../lib/api-client';
import { PORTAL_ME_KEY } from './get-portal-me';

/** The student ticks (or unticks) one of their own tasks (docs/PRODUCT.md §2.7); it needs the server, never queued. */
export function tickPortalTask(taskId: string, done: boolean): Promise<void> {
  return apiRequest<void>('POST', `/api/portal/tasks/${taskId}/done`, { done });
}

/**
 * Shows the tick at once, puts it back if the server refuses or cannot be reached, and reads the dashboard again
 * after (its "Tasks Done" tile and recent activities follow the tick).
 */
export function useTickPortalTask() {
  const queryClient = useQueryClient();
  const setDone = (taskId: string, done: boolean) =>
    queryClient.setQueryData<PortalDashboard | null>(PORTAL_ME_KEY, (dashboard) =>
      dashboard ? { ...dashboard, tasks: dashboard.tasks.map((t) => (t.id === taskId ? { ...t, done } : t)) } : dashboard,
    );
  return useMutation({
    mutationFn: ({ taskId, done }: { taskId: string; done: boolean }) => tickPortalTask(taskId, done),
    onMutate: async ({ taskId, done }) => {
      await queryClient.cancelQueries({ queryKey: PORTAL_ME_KEY });
      setDone(taskId, done);
    },
    onError: (_error, { taskId, done }) => setDone(taskId, !done),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PORTAL_ME_KEY }),
  });
}
