import { Heading, Stack, Text } from '@chakra-ui/react';
import { groupTasks, TASK_GROUP_LABELS, TASK_GROUPS, type StaffTask } from '@contract/staff-task-kinds';
import type { WaitingRow } from '../../lib/offline/outbox-engine';
import { TaskItem } from './task-item';

/** The tasks in their sections, Overdue, Today, Upcoming and Done (an empty section is left out). */
export function TaskGroups({ tasks, waiting, now, showStudent }: { tasks: readonly StaffTask[]; waiting: ReadonlyMap<string, WaitingRow>; now: Date; showStudent?: boolean }) {
  const groups = groupTasks(tasks, now);
  return (
    <Stack gap="5">
      {TASK_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
        <Stack as="section" key={group} aria-label={TASK_GROUP_LABELS[group]} gap="1">
          <Heading as="h2" size="sm" color={group === 'overdue' ? 'fg.error' : undefined}>
            {TASK_GROUP_LABELS[group]} <Text as="span" fontWeight="normal">({groups[group].length})</Text>
          </Heading>
          <Stack as="ul" gap="0" listStyleType="none">
            {groups[group].map((task) => (
              <TaskItem key={task.id} task={task} waiting={waiting.get(task.id)} now={now} showStudent={showStudent} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
