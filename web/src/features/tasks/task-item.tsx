import { Badge, Box, chakra, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { StaffTask } from '@contract/staff-task-kinds';
import { SyncBadge } from '../../components/admin/sync-badge';
import { toaster } from '../../components/toaster';
import { PRIORITY_COLORS, PRIORITY_LABELS } from '../../lib/crm-labels';
import type { WaitingRow } from '../../lib/offline/outbox-engine';
import { updateTask } from '../../lib/offline/crm-writes';
import { settled } from '../../lib/offline/outbox-worker';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { useTickAtOnce } from '../../lib/use-tick-at-once';
import { TaskForm } from './task-form';
import { dueLabel } from './task-time';

/**
 * One task: a checkbox named by its title ticks it done (or open again), offline too, through the outbox; its due time,
 * priority, student and who does it; "Waiting to sync" until the server has the change. "Edit" opens its form in place.
 */
export function TaskItem({ task, waiting, now, showStudent = true }: { task: StaffTask; waiting: WaitingRow | undefined; now: Date; showStudent?: boolean }) {
  const admin = useSignedInAdmin();
  const [done, choose] = useTickAtOnce(task.status === 'done');
  const [editing, setEditing] = useState(false);
  const toggle = () =>
    choose(!done, async () => {
      await updateTask(admin, task, { status: done ? 'open' : 'done' });
      void settled(admin.id, task.id).then((synced) =>
        toaster.show({ title: `${done ? 'Reopened' : 'Done'}${synced ? '' : ' - waiting to sync'}`, description: task.title }),
      );
    });
  return (
    <Box as="li" py="2" borderBottomWidth="1px" borderColor="border.muted">
      <Flex gap="3" align="flex-start">
        <chakra.input
          type="checkbox"
          id={`task-${task.id}`}
          checked={done}
          onChange={toggle}
          boxSize="6"
          mt="0.5"
          flexShrink={0}
          cursor="pointer"
          aria-label={`${task.title}: ${done ? 'done' : 'mark done'}`}
        />
        <Stack gap="0.5" flex="1" minW="0">
          <chakra.label htmlFor={`task-${task.id}`} fontWeight="medium" textDecoration={done ? 'line-through' : undefined} cursor="pointer">
            {task.title}
          </chakra.label>
          <Flex gap="2" wrap="wrap" align="center" fontSize="sm">
            <Text as="span">{done && task.completedAt ? `Done ${dueLabel(task.completedAt, now)}` : `Due ${dueLabel(task.dueAt, now)}`}</Text>
            <Badge colorPalette={PRIORITY_COLORS[task.priority]}>{PRIORITY_LABELS[task.priority]}</Badge>
            {showStudent && task.studentId && (
              <Box asChild display="inline-flex" alignItems="center" minH="6" textDecoration="underline">
                <Link to="/admin/students/$id" params={{ id: task.studentId }}>
                  {task.studentName ?? 'Student'}
                </Link>
              </Box>
            )}
            {task.assigneeId !== admin.id && <Text as="span">{task.assigneeName ? `For ${task.assigneeName}` : 'Unassigned'}</Text>}
            <SyncBadge waiting={waiting} />
          </Flex>
        </Stack>
        {!editing && (
          <IconButton aria-label={`Edit ${task.title}`} variant="ghost" size="sm" minW="9" minH="9" flexShrink={0} onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
          </IconButton>
        )}
      </Flex>
      {editing && (
        <Box mt="2">
          <TaskForm heading={`Edit task: ${task.title}`} task={task} onDone={() => setEditing(false)} />
        </Box>
      )}
    </Box>
  );
}
