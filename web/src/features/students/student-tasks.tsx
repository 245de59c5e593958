import { Alert, Badge, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { createStudentTaskSchema, type StudentTask } from '@contract/student-tasks';
import { FormErrorSummary, TextField } from '../../components/admin/form-field';
import { SectionCard } from '../../components/admin/section-card';
import { TickBox } from '../../components/tick-box';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useContractForm } from '../../components/form/use-contract-form';
import { serverMessage } from '../../lib/form-errors';
import { useAddStudentTask, useStudentTasks, useTickStudentTask } from './api/student-tasks';

/** What a failed task write says: the server's sentence, or that it needs a connection (tasks are not queued). */
const failureText = (error: Error) =>
  serverMessage(error, 'Could not save the task: tasks need a connection to Mission Control. Try again when online.');

function whoAndWhen(task: StudentTask): string {
  if (task.done) {
    const by = task.doneBy === 'student' ? 'by the student' : task.doneBy === 'staff' ? 'by staff' : '';
    return ['Done', by, task.doneAt ? `on ${formatDate(task.doneAt)}` : ''].filter(Boolean).join(' ');
  }
  return `Added${task.createdByName ? ` by ${task.createdByName}` : ''} on ${formatDate(task.createdAt)}`;
}

/** "Add task": title and due date, checked by the contract's schema here and again by the server. */
function AddTaskForm({ studentId }: { studentId: string }) {
  const add = useAddStudentTask(studentId);
  // One id per task being added: a retry of the same form is the same task.
  const [id, setId] = useState(() => crypto.randomUUID());
  const form = useContractForm({ schema: createStudentTaskSchema, initial: { title: '', dueDate: '' }, toInput: (values) => ({ id, ...values }) }, (data, { serverFailed, setValues }) =>
    add.mutate(data, {
      onSuccess: () => {
        setValues({ title: '', dueDate: '' });
        setId(crypto.randomUUID());
      },
      onError: serverFailed,
    }),
  );
  const { errors } = form;

  return (
    <chakra.form {...form.formProps} aria-label="Add task" mt="4">
      <Stack gap="3">
        <Text fontWeight="semibold">Add task</Text>
        <FormErrorSummary errors={errors} />
        <TextField label="Task title" required maxLength={200} {...form.field('title')} />
        <TextField label="Due date" required type="date" {...form.field('dueDate')} />
        {add.error && !(add.error instanceof ApiError && add.error.status === 400) && (
          <Alert.Root status="error" role="alert">
            <Alert.Description>{failureText(add.error)}</Alert.Description>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={add.isPending} loadingText="Adding...">
          Add task
        </Button>
      </Stack>
    </chakra.form>
  );
}

/**
 * The student's tasks (docs/PRODUCT.md §3.5): title, due date, done or open and who/when. Roles that may write
 * students add tasks and tick them done or open again; the student ticks them in the portal.
 */
export function StudentTasks({ studentId, canWrite }: { studentId: string; canWrite: boolean }) {
  const query = useStudentTasks(studentId);
  const tick = useTickStudentTask(studentId);
  const tasks = query.data ?? [];
  return (
    <SectionCard title="Tasks">
      {query.isPending ? (
        <Text color="fg.muted">Loading the tasks…</Text>
      ) : query.isError && !query.data ? (
        <Text color="fg.muted">The tasks are shown when the server can be reached.</Text>
      ) : tasks.length === 0 ? (
        <Text color="fg.muted">No tasks yet.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {tasks.map((task) => (
            <Stack as="li" key={task.id} gap="0.5" borderLeftWidth="2px" borderColor={task.done ? 'green.500' : 'orange.400'} pl="3">
              {canWrite ? (
                <chakra.label display="flex" gap="2" alignItems="center" fontWeight="medium" cursor="pointer" minH="8">
                  <TickBox done={task.done} disabled={tick.isPending && tick.variables?.task.id === task.id} save={(done) => tick.mutateAsync({ task, done })} />
                  <span>{task.title}</span>
                </chakra.label>
              ) : (
                <Text fontWeight="medium">{task.title}</Text>
              )}
              <Flex gap="2" wrap="wrap" align="center" fontSize="sm">
                <Badge colorPalette={task.done ? 'green' : 'orange'} variant="subtle">
                  {task.done ? 'Done' : 'Open'}
                </Badge>
                <Text as="span" color="fg.muted">
                  {task.dueDate ? <>Due <time dateTime={task.dueDate}>{formatDate(task.dueDate)}</time></> : 'No due date'}
                </Text>
              </Flex>
              <Text fontSize="xs" color="fg.muted">
                {whoAndWhen(task)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      {tick.error && (
        <Alert.Root status="error" role="alert" mt="3">
          <Alert.Description>{failureText(tick.error)}</Alert.Description>
        </Alert.Root>
      )}
      {canWrite && <AddTaskForm studentId={studentId} />}
    </SectionCard>
  );
}
