import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { dueCount, groupTasks } from '@contract/staff-task-kinds';
import { SectionCard } from '../../components/admin/section-card';
import { useTasks } from './api/staff-tasks';
import { TaskItem } from './task-item';

/** The dashboard's "My tasks" (docs/PRODUCT.md §3.17): how many are due, the first five still open, a link to all. */
export function MyTasksCard() {
  const { query, items, waiting } = useTasks({ view: 'me' });
  const now = new Date();
  const groups = groupTasks(items, now);
  const open = [...groups.overdue, ...groups.today, ...groups.upcoming];
  const due = dueCount(items, now);
  return (
    <SectionCard
      title="My tasks"
      action={
        <Button asChild size="sm" variant="outline" minH="9">
          <Link to="/admin/tasks">All tasks</Link>
        </Button>
      }
    >
      <Stack gap="2">
        <Text fontWeight="medium">
          {due === 0 ? 'Nothing due today.' : `${due} due today or overdue (${groups.overdue.length} overdue)`}
        </Text>
        {open.length > 0 ? (
          <Stack as="ul" gap="0" listStyleType="none" aria-label="Open tasks">
            {open.slice(0, 5).map((task) => (
              <TaskItem key={task.id} task={task} waiting={waiting.get(task.id)} now={now} />
            ))}
          </Stack>
        ) : (
          query.isPending && <Text>Loading your tasks…</Text>
        )}
        {open.length > 5 && (
          <Flex>
            <Box asChild display="inline-flex" alignItems="center" minH="6" textDecoration="underline">
              <Link to="/admin/tasks">{open.length - 5} more open</Link>
            </Box>
          </Flex>
        )}
      </Stack>
    </SectionCard>
  );
}
