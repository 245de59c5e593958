import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateStudentTask, StudentTask } from '@contract/student-tasks';
import { apiRequest } from '../../../lib/api-client';
import { CRM_URLS } from '../../../lib/crm-urls';

// A student's tasks (docs/PRODUCT.md §3.5). Online only, like the timeline: a task is written straight to the
// server (not through the offline outbox), and a write without a connection fails with a sentence saying so.

export const studentTasksKey = (studentId: string) => [CRM_URLS.students, studentId, 'tasks'] as const;

export const studentTasksQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: studentTasksKey(studentId),
    queryFn: async ({ signal }) => (await apiRequest<{ items: StudentTask[] }>('GET', `${CRM_URLS.students}/${studentId}/tasks`, undefined, signal)).items,
  });

export function useStudentTasks(studentId: string) {
  return useQuery(studentTasksQueryOptions(studentId));
}

/** After a write: the list and the timeline (which records every change) are read again. */
function useRefresh(studentId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: studentTasksKey(studentId) }),
      queryClient.invalidateQueries({ queryKey: [CRM_URLS.students, studentId, 'activity'] }),
    ]);
}

/** "Add task": the form's id goes with it, so a retry after a lost answer stores one task. */
export function useAddStudentTask(studentId: string) {
  const refresh = useRefresh(studentId);
  return useMutation({
    mutationFn: (input: CreateStudentTask) => apiRequest<StudentTask>('POST', `${CRM_URLS.students}/${studentId}/tasks`, input),
    onSettled: refresh,
  });
}

/** The done checkbox, on the version the list shows (someone else's change first: a 409, and the list reloads). */
export function useTickStudentTask(studentId: string) {
  const refresh = useRefresh(studentId);
  return useMutation({
    mutationFn: ({ task, done }: { task: StudentTask; done: boolean }) =>
      apiRequest<StudentTask>('PATCH', `/api/admin/student-tasks/${task.id}`, { done, version: task.version }),
    onSettled: refresh,
  });
}
