import { Badge } from '@chakra-ui/react';
import { dueCount } from '@contract/staff-task-kinds';
import { useTasks } from './api/staff-tasks';

/** The open tasks due today or overdue, for the sidebar's Tasks item (its name says it too: "Tasks, 3 due"). */
export function useTasksDue(enabled: boolean): number {
  const { items } = useTasks({ view: 'me' }, enabled);
  return enabled ? dueCount(items, new Date()) : 0;
}

export function TasksDueBadge({ due }: { due: number }) {
  if (due === 0) return null;
  return (
    <Badge size="sm" colorPalette="red" variant="solid" ms="auto" aria-hidden>
      {due}
    </Badge>
  );
}
