import { Alert, Badge, Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { Priority } from '@contract/enums';
import type { PortalTask } from '@contract/portal';
import { TickBox } from '../../components/tick-box';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useTickPortalTask } from './api/tick-portal-task';
import { ProgressBar } from './progress-bar';

const PRIORITY: Record<Priority, { palette: string; label: string }> = {
  high: { palette: 'red', label: 'High priority' },
  medium: { palette: 'yellow', label: 'Medium priority' },
  low: { palette: 'gray', label: 'Low priority' },
};

// Today as a calendar date in the student's own time zone, to compare with deadlines ('YYYY-MM-DD').
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

function failureText(error: Error): string {
  if (error instanceof ApiError && error.status < 500 && error.body) return error.body.error.message;
  return 'Could not save your tick: it needs a connection. Try again when you are back online.';
}

/**
 * The student's open tasks, nearest deadline first, then those done (docs/PRODUCT.md §2.7). Each has a checkbox
 * labelled with its title: ticking it tells the counselor at once, and the timeline on their side records it.
 */
export function UpcomingTasks({ tasks }: { tasks: PortalTask[] }) {
  const tick = useTickPortalTask();
  if (tasks.length === 0) return <Text color="fg.muted">No open tasks: you are all caught up.</Text>;
  const today = localToday();
  return (
    <Stack gap={3}>
      {tasks.every((t) => t.done) && <Text color="fg.muted">No open tasks: you are all caught up.</Text>}
      <Stack as="ul" gap={4} listStyleType="none">
        {tasks.map((task) => {
          const overdue = !task.done && task.deadline !== null && task.deadline < today;
          return (
            <Box as="li" key={task.id} borderWidth="1px" rounded="l2" p={3} bg={task.done ? 'bg.muted' : undefined}>
              <chakra.label display="flex" gap={3} alignItems="center" fontWeight="medium" cursor="pointer" minH="8">
                <TickBox done={task.done} disabled={tick.isPending && tick.variables?.taskId === task.id} save={(done) => tick.mutateAsync({ taskId: task.id, done })} />
                <chakra.span textDecoration={task.done ? 'line-through' : undefined}>{task.task}</chakra.span>
              </chakra.label>
              <Flex mt={1.5} gap={2} wrap="wrap" align="center" fontSize="sm">
                {task.done ? (
                  <Badge colorPalette="green" variant="subtle">
                    Done
                  </Badge>
                ) : (
                  <Badge colorPalette={PRIORITY[task.priority].palette} variant="subtle">
                    {PRIORITY[task.priority].label}
                  </Badge>
                )}
                <Text as="span" color={overdue ? 'red.fg' : 'fg.muted'}>
                  {task.deadline ? (
                    <>
                      {overdue ? 'Overdue since' : 'Due'} <time dateTime={task.deadline}>{formatDate(task.deadline)}</time>
                    </>
                  ) : (
                    'No deadline'
                  )}
                </Text>
              </Flex>
              {!task.done && (
                <Flex mt={2} gap={2} align="center">
                  <ProgressBar value={task.progress} label={`Progress of: ${task.task}`} />
                  <Text as="span" fontSize="sm" color="fg.muted" minW="9" textAlign="end" aria-hidden="true">
                    {task.progress}%
                  </Text>
                </Flex>
              )}
            </Box>
          );
        })}
      </Stack>
      {tick.error && (
        <Alert.Root status="error" role="alert">
          <Alert.Description>{failureText(tick.error)}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
