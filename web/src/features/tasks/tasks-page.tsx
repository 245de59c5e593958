import { Button, Card, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { can } from '@contract/permissions';
import { CardSkeletons } from '../../components/admin/card-skeletons';
import { OutboxIssues } from '../../components/admin/outbox-issues';
import { ExportCsvLink } from '../../components/admin/export-csv-link';
import { PageHeader } from '../../components/admin/page-header';
import { QueryError } from '../../components/admin/query-error';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { useTasks, type TaskView } from './api/staff-tasks';
import { TaskForm } from './task-form';
import { TaskGroups } from './task-groups';

const VIEW_LABELS: Record<TaskView, string> = { me: 'My tasks', unassigned: 'Unassigned', all: "Everyone's tasks" };

/**
 * /admin/tasks (docs/PRODUCT.md §3.17): "My tasks" in Overdue, Today, Upcoming and Done, ticked done in one tap, offline
 * too. /admin/tasks/new opens with the form (the phone's quick add: a tap, the title, Add). Managers also see the tasks
 * no one has, and everyone's.
 */
export function TasksPage() {
  const admin = useSignedInAdmin();
  const navigate = useNavigate();
  const onNew = useRouterState({ select: (s) => s.location.pathname.endsWith('/new') });
  const [adding, setAdding] = useState(onNew);
  const [view, setView] = useState<TaskView>('me');
  const { query, items, waiting } = useTasks({ view });
  const close = () => {
    setAdding(false);
    if (onNew) void navigate({ to: '/admin/tasks', replace: true });
  };
  const manager = can(admin.role, 'tasks:all');

  return (
    <Stack gap="4">
      <PageHeader
        title={VIEW_LABELS[view]}
        description="Follow-ups and reminders: what is overdue, due today and coming up."
        actions={
          <>
            <ExportCsvLink url="/api/admin/tasks" params={new URLSearchParams(view === 'all' ? {} : { assignee: view })} />
            {!adding && (
              <Button colorPalette="brand" onClick={() => setAdding(true)} minH="11">
                <Plus aria-hidden /> Add task
              </Button>
            )}
          </>
        }
      />
      {manager && (
        <NativeSelect.Root size="lg" maxW="20rem">
          <NativeSelect.Field aria-label="Whose tasks" value={view} onChange={(e) => setView(e.target.value as TaskView)}>
            {(Object.keys(VIEW_LABELS) as TaskView[]).map((v) => (
              <option key={v} value={v}>
                {VIEW_LABELS[v]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <OutboxIssues entity="tasks" />
      {adding && (
        <Card.Root variant="outline" size="sm">
          <Card.Body>
            <TaskForm heading="New task" onDone={close} />
          </Card.Body>
        </Card.Root>
      )}
      {items.length > 0 ? (
        <TaskGroups tasks={items} waiting={waiting} now={new Date()} />
      ) : query.isPending ? (
        <CardSkeletons count={2} label="Loading the tasks" />
      ) : query.isError ? (
        <QueryError what="the tasks" onRetry={() => void query.refetch()} />
      ) : (
        <Text>Nothing to do here. Add a task to remember a follow-up.</Text>
      )}
    </Stack>
  );
}
