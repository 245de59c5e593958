import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { PRIORITIES } from '@contract/enums';
import { createStaffTaskSchema, STAFF_TASK_TITLE_MAX } from '@contract/staff-tasks';
import { FormErrorSummary, SelectField, TextField } from '../admin/form-field';
import { toaster } from '../toaster';
import { assignableStaffQueryOptions } from '../../lib/assignable-staff';
import { PRIORITY_LABELS } from '../../lib/crm-labels';
import { fieldErrorsOf, focusFirstError, type FieldErrors } from '../../lib/form-errors';
import { addTask } from '../../lib/offline/crm-writes';
import { newId } from '../../lib/offline/outbox-store';
import { settled } from '../../lib/offline/outbox-worker';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { defaultDue, fromLocalInput } from './task-time';

type Props = { heading: string; student?: { id: string; name: string }; onDone: () => void };

/**
 * A new task, focused on its title: due later today (or tomorrow morning), medium priority, for the person adding it,
 * so typing the title and tapping Add is enough. Saved through the outbox: on screen at once, sent exactly once.
 */
export function TaskForm({ heading, student, onDone }: Props) {
  const admin = useSignedInAdmin();
  const form = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState('');
  const [due, setDue] = useState(() => defaultDue(new Date()));
  const [priority, setPriority] = useState<(typeof PRIORITIES)[number]>('medium');
  const [assignee, setAssignee] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // Whom else it can be for: the colleagues who keep a task list (counselors, admissions leads, visa officers), from
  // the owner pickers' list, which is kept on the device for offline use.
  const staff = useQuery(assignableStaffQueryOptions()).data;
  const others = [...(staff?.counselor ?? []), ...(staff?.officer ?? [])].filter((p, i, all) => p.id !== admin.id && all.findIndex((q) => q.id === p.id) === i);
  const names = Object.fromEntries([['', `Me (${admin.fullName})`], ...others.map((p) => [p.id, p.fullName])]) as Record<string, string>;
  // One id per task being written: a double tap or a resend is the same task.
  const [id] = useState(newId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = createStaffTaskSchema.safeParse({
      id,
      title,
      dueAt: fromLocalInput(due),
      priority,
      studentId: student?.id ?? null,
      ...(assignee ? { assigneeId: assignee } : {}),
    });
    if (!result.success) {
      const found = fieldErrorsOf(result.error);
      setErrors(found);
      focusFirstError(form.current, found);
      return;
    }
    onDone();
    await addTask(admin, result.data, { studentName: student?.name ?? null, assigneeName: assignee ? names[assignee] : null });
    void settled(admin.id, id).then((synced) => toaster.show({ title: synced ? 'Task added' : 'Task added - waiting to sync', description: result.data.title }));
  };

  return (
    <chakra.form ref={form} onSubmit={(e) => void submit(e)} noValidate aria-label={heading} mb="4">
      <Stack gap="3">
        <Text fontWeight="semibold">{heading}</Text>
        <FormErrorSummary errors={errors} />
        <TextField name="title" label="What to do" required autoFocus maxLength={STAFF_TASK_TITLE_MAX} value={title} error={errors.title} onChange={setTitle} />
        <Flex gap="3" wrap="wrap">
          <chakra.div flex="1" minW="12rem">
            <TextField name="dueAt" label="Due" type="datetime-local" required value={due} error={errors.dueAt} onChange={setDue} />
          </chakra.div>
          <chakra.div flex="1" minW="10rem">
            <SelectField name="priority" label="Priority" value={priority} options={PRIORITIES} labels={PRIORITY_LABELS} onChange={(v) => v && setPriority(v)} />
          </chakra.div>
          {others.length > 0 && (
            <chakra.div flex="1" minW="12rem">
              <SelectField name="assigneeId" label="For" value={assignee} options={Object.keys(names)} labels={names} error={errors.assigneeId} onChange={setAssignee} />
            </chakra.div>
          )}
        </Flex>
        <Flex gap="2">
          <Button type="submit" minH="11">
            Add task
          </Button>
          <Button variant="outline" minH="11" onClick={onDone}>
            Cancel
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
