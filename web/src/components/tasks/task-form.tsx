import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { PRIORITIES } from '@contract/enums';
import type { Changes } from '@contract/crm-rows';
import { createStaffTaskSchema, STAFF_TASK_TITLE_MAX, updateStaffTaskSchema, type StaffTask, type UpdateStaffTask } from '@contract/staff-tasks';
import { FormErrorSummary, SelectField, TextField } from '../admin/form-field';
import { StudentPicker } from '../admin/student-picker';
import { toaster } from '../toaster';
import { assignableStaffQueryOptions } from '../../lib/assignable-staff';
import { PRIORITY_LABELS } from '../../lib/crm-labels';
import { fieldErrorsOf, focusFirstError, type FieldErrors } from '../../lib/form-errors';
import { addTask, updateTask } from '../../lib/offline/crm-writes';
import { newId } from '../../lib/offline/outbox-store';
import { settled } from '../../lib/offline/outbox-worker';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { defaultDue, fromLocalInput, toLocalInput } from './task-time';

type Props = { heading: string; student?: { id: string; name: string }; task?: StaffTask; onDone: () => void };

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
  const form = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(task?.title ?? '');
  const [due, setDue] = useState(() => (task ? toLocalInput(new Date(task.dueAt)) : defaultDue(new Date())));
  const [priority, setPriority] = useState<(typeof PRIORITIES)[number]>(task?.priority ?? 'medium');
  const [assignee, setAssignee] = useState(task ? (task.assigneeId ?? UNASSIGNED) : admin.id);
  // A new task not opened from a student's page may still be about one, picked from the device's copy.
  const [about, setAbout] = useState<{ id: string; name: string | null }>({ id: student?.id ?? '', name: student?.name ?? null });
  const [errors, setErrors] = useState<FieldErrors>({});
  // Whom else it can be for: the colleagues who keep a task list (counselors, admissions leads, visa officers), from
  // the owner pickers' list, which is kept on the device for offline use; and whoever has the task now.
  const staff = useQuery(assignableStaffQueryOptions()).data;
  const names: Record<string, string> = { [admin.id]: `Me (${admin.fullName})` };
  for (const p of [...(staff?.counselor ?? []), ...(staff?.officer ?? [])]) names[p.id] ??= p.fullName;
  if (task) names[task.assigneeId ?? UNASSIGNED] ??= task.assigneeName ?? 'Unassigned';
  // One id per task being written: a double tap or a resend is the same task.
  const [id] = useState(() => task?.id ?? newId());

  const fail = (found: FieldErrors) => {
    setErrors(found);
    focusFirstError(form.current, found);
  };

  const create = async () => {
    const result = createStaffTaskSchema.safeParse({
      id,
      title,
      dueAt: fromLocalInput(due),
      priority,
      studentId: about.id || null,
      ...(assignee !== admin.id ? { assigneeId: assignee } : {}),
    });
    if (!result.success) return fail(fieldErrorsOf(result.error));
    onDone();
    await addTask(admin, result.data, { studentName: about.id ? about.name : null, assigneeName: assignee !== admin.id ? names[assignee] : null });
    void settled(admin.id, id).then((synced) => toaster.show({ title: synced ? 'Task added' : 'Task added - waiting to sync', description: result.data.title }));
  };

  const save = async (current: StaffTask) => {
    const fields = { title: title.trim(), dueAt: fromLocalInput(due), priority, assigneeId: assignee === UNASSIGNED ? null : assignee };
    const changes: Changes<UpdateStaffTask> = Object.fromEntries(Object.entries(fields).filter(([key, value]) => value !== current[key as keyof typeof fields]));
    if (Object.keys(changes).length === 0) return onDone();
    const result = updateStaffTaskSchema.safeParse({ ...changes, version: current.version });
    if (!result.success) return fail(fieldErrorsOf(result.error));
    onDone();
    await updateTask(admin, current, changes, changes.assigneeId ? names[changes.assigneeId] : null);
    void settled(admin.id, id).then((synced) => toaster.show({ title: synced ? 'Task saved' : 'Task saved - waiting to sync', description: changes.title ?? current.title }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (task ? save(task) : create());
  };

  return (
    <chakra.form ref={form} onSubmit={submit} noValidate aria-label={heading} mb="4">
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
          {Object.keys(names).length > 1 && (
            <chakra.div flex="1" minW="12rem">
              <SelectField name="assigneeId" label="For" value={assignee} options={Object.keys(names)} labels={names} error={errors.assigneeId} onChange={(v) => v && setAssignee(v)} />
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
