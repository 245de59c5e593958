import { Button, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { SectionCard } from '../../components/admin/section-card';
import { useTasks } from './api/staff-tasks';
import { TaskForm } from './task-form';
import { TaskGroups } from './task-groups';

/**
 * A student's follow-ups on their page (docs/PRODUCT.md §3.17): the staff tasks about them that the person may read,
 * and "Add follow-up", which opens the task form with the student filled in. Apart from "Tasks", the student's own
 * to-dos in the portal.
 */
export function StudentFollowUps({ studentId, studentName }: { studentId: string; studentName: string }) {
  const [adding, setAdding] = useState(false);
  const { query, items, waiting } = useTasks({ studentId });
  return (
    <SectionCard
      title="Follow-ups"
      action={
        !adding && (
          <Button size="sm" variant="outline" minH="9" onClick={() => setAdding(true)}>
            <Plus aria-hidden /> Add follow-up
          </Button>
        )
      }
    >
      {adding && <TaskForm heading={`New follow-up for ${studentName}`} student={{ id: studentId, name: studentName }} onDone={() => setAdding(false)} />}
      {items.length > 0 ? (
        <TaskGroups tasks={items} waiting={waiting} now={new Date()} showStudent={false} />
      ) : query.isPending ? (
        <Text>Loading the follow-ups…</Text>
      ) : query.isError ? (
        <Text>The follow-ups are not on this device yet: they are shown when the server can be reached.</Text>
      ) : (
        <Text>No follow-ups yet.</Text>
      )}
    </SectionCard>
  );
}
