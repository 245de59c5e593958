import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { Priority } from '@contract/enums';
import type { PortalTask } from '@contract/portal';
import { formatDate } from '../../lib/format';
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

/** The student's open tasks, nearest deadline first. */
export function UpcomingTasks({ tasks }: { tasks: PortalTask[] }) {
  if (tasks.length === 0) return <Text color="fg.muted">No open tasks: you are all caught up.</Text>;
  const today = localToday();
  return (
    <Stack as="ul" gap={4} listStyleType="none">
      {tasks.map((task) => {
        const overdue = task.deadline !== null && task.deadline < today;
        return (
          <Box as="li" key={task.id} borderWidth="1px" rounded="l2" p={3}>
            <Text fontWeight="medium">{task.task}</Text>
            <Flex mt={1.5} gap={2} wrap="wrap" align="center" fontSize="sm">
              <Text as="span" color={overdue ? 'red.fg' : 'fg.muted'}>
                {task.deadline ? (
                  <>
                    {overdue ? 'Overdue since' : 'Due'} <time dateTime={task.deadline}>{formatDate(task.deadline)}</time>
                  </>
                ) : (
                  'No deadline'
                )}
              </Text>
              <Badge colorPalette={PRIORITY[task.priority].palette} variant="subtle">
                {PRIORITY[task.priority].label}
              </Badge>
            </Flex>
            <Flex mt={2} gap={2} align="center">
              <ProgressBar value={task.progress} label={`Progress of: ${task.task}`} />
              <Text as="span" fontSize="sm" color="fg.muted" minW="9" textAlign="end" aria-hidden="true">
                {task.progress}%
              </Text>
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
}
