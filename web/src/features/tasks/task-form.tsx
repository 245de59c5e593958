import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PRIORITIES } from '@contract/enums';
import { createStaffTaskSchema, STAFF_TASK_TITLE_MAX, updateStaffTaskSchema, type StaffTask } from '@contract/staff-tasks';
import { FormErrorSummary, SelectField, TextField } from '../../components/admin/form-field';
import { StudentPicker } from '../students';
import { useContractForm } from '../../components/form/use-contract-form';
import { toaster } from '../../components/toaster';
import { assignableStaffQueryOptions } from '../../lib/assignable-staff';
import { PRIORITY_LABELS } from '../../lib/crm-labels';
import { changedFields, withoutVersion } from '../../lib/form/contract-parse';
import { addTask, updateTask } from '../../lib/offline/crm-writes';
import { newId } from '../../lib/offline/outbox-store';
import { settled } from '../../lib/offline/outbox-worker';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { defaultDue, fromLocalInput, toLocalInput } from './task-time';

type Props = { heading: string; student?: { id: string; name: string }; task?: StaffTask; onDone: () => void };
type Values = { title: string; due: string; priority: (typeof PRIORITIES)[number]; assignee: string };

// "For" on an unassigned task (a rule's task whose counselor has left): kept unless someone is chosen.
const UNASSIGNED = 'unassigned';

/**
 * A task's form. New: focused on its title, due later today (or tomorrow morning), medium priority, for the person
 * adding it, about the student whose page opened it or one picked (or none), so typing the title and tapping Add is
 * enough. With `task`: that task's title, due time, priority and who does it, changed on the version shown (someone
 * else's change first: the outbox shows the conflict). Saved through the outbox either way: on screen at once, sent
 * exactly once.
 */
export function TaskForm({ heading, student, task, onDone }: Props) {
  const admin = useSignedInAdmin();
  // A new task not opened from a student's page may still be about one, picked from the device's copy.
  const [about, setAbout] = useState<{ id: string; name: string | null }>({ id: student?.id ?? '', name: student?.name ?? null });
  // Whom else it can be for: the colleagues who keep a task list (counselors, admissions leads, visa officers), from
  // the owner pickers' list, which is kept on the device for offline use; and whoever has the task now.
  const staff = useQuery(assignableStaffQueryOptions()).data;
  const names: Record<string, string> = { [admin.id]: `Me (${admin.fullName})` };
  for (const p of [...(staff?.counselor ?? []), ...(staff?.officer ?? [])]) names[p.id] ??= p.fullName;
  if (task) names[task.assigneeId ?? UNASSIGNED] ??= task.assigneeName ?? 'Unassigned';
  // One id per task being written: a double tap or a resend is the same task.
  const [id] = useState(() => task?.id ?? newId());

  // An edit sends only the fields changed; none changed just closes the form.
  const changesTo = (current: StaffTask, { title, due, priority, assignee }: Values) =>
    changedFields(
      { title: current.title, dueAt: current.dueAt, priority: current.priority, assigneeId: current.assigneeId },
      { title: title.trim(), dueAt: fromLocalInput(due), priority, assigneeId: assignee === UNASSIGNED ? null : assignee },
    );

  const form = useContractForm(
    {
      schema: task ? updateStaffTaskSchema : createStaffTaskSchema,
      initial: (): Values => ({
        title: task?.title ?? '',
        due: task ? toLocalInput(new Date(task.dueAt)) : defaultDue(new Date()),
        priority: task?.priority ?? 'medium',
        assignee: task ? (task.assigneeId ?? UNASSIGNED) : admin.id,
      }),
      toInput: (values) =>
        task
          ? { ...changesTo(task, values), version: task.version }
          : {
              id,
              title: values.title,
              dueAt: fromLocalInput(values.due),
              priority: values.priority,
              studentId: about.id || null,
              ...(values.assignee !== admin.id ? { assigneeId: values.assignee } : {}),
            },
    },
    async (data): Promise<void> => {
      onDone();
      if ('id' in data) {
        await addTask(admin, data, { studentName: about.id ? about.name : null, assigneeName: data.assigneeId ? names[data.assigneeId] : null });
        void settled(admin.id, id).then((synced) => toaster.show({ title: synced ? 'Task added' : 'Task added - waiting to sync', description: data.title }));
      } else if (task) {
        const changes = withoutVersion(data);
        await updateTask(admin, task, changes, changes.assigneeId ? names[changes.assigneeId] : null);
        void settled(admin.id, id).then((synced) => toaster.show({ title: synced ? 'Task saved' : 'Task saved - waiting to sync', description: changes.title ?? task.title }));
      }
    },
  );
  const { values, errors } = form;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (task && Object.keys(changesTo(task, values)).length === 0) {
      event.preventDefault();
      return onDone();
    }
    form.formProps.onSubmit(event);
  };

  return (
    <chakra.form {...form.formProps} onSubmit={submit} aria-label={heading} mb="4">
      <Stack gap="3">
        <Text fontWeight="semibold">{heading}</Text>
        <FormErrorSummary errors={errors} />
        <TextField label="What to do" required autoFocus maxLength={STAFF_TASK_TITLE_MAX} {...form.field('title')} />
        <Flex gap="3" wrap="wrap">
          <chakra.div flex="1" minW="12rem">
            <TextField name="dueAt" label="Due" type="datetime-local" required value={values.due} error={errors.dueAt} onChange={form.set('due')} />
          </chakra.div>
          <chakra.div flex="1" minW="10rem">
            <SelectField name="priority" label="Priority" value={values.priority} options={PRIORITIES} labels={PRIORITY_LABELS} onChange={(v) => v && form.set('priority')(v)} />
          </chakra.div>
          {Object.keys(names).length > 1 && (
            <chakra.div flex="1" minW="12rem">
              <SelectField name="assigneeId" label="For" value={values.assignee} options={Object.keys(names)} labels={names} error={errors.assigneeId} onChange={(v) => v && form.set('assignee')(v)} />
            </chakra.div>
          )}
        </Flex>
        {!task && !student && <StudentPicker required={false} value={about.id} error={errors.studentId} onChange={(id, name) => setAbout({ id, name })} />}
        <Flex gap="2">
          <Button type="submit" colorPalette="brand" minH="11">
            {task ? 'Save task' : 'Add task'}
          </Button>
          <Button variant="outline" minH="11" onClick={onDone}>
            Cancel
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
