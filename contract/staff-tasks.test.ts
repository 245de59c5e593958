import { describe, expect, it } from 'vitest';
import { dueCount, groupTasks, taskGroup, tasksNavLabel, type StaffTask } from './staff-task-kinds';
import { firstContactTask, preDepartureTask, ruleAssignee, submitApplicationTask } from './staff-task-rules';
import { createStaffTaskSchema, updateStaffTaskSchema } from './staff-tasks';

// Local times: "today" is the device's day.
const NOW = new Date(2026, 10, 26, 15, 0);
const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();
const t = (id: string, dueAt: string, fields: Partial<StaffTask> = {}) =>
  ({ id, dueAt, status: 'open', priority: 'medium', completedAt: null, ...fields }) as Pick<StaffTask, 'id' | 'dueAt' | 'status' | 'priority' | 'completedAt'>;

describe('My tasks', () => {
  it('puts an open task due before now in Overdue, later today in Today, after today in Upcoming, and done ones in Done', () => {
    expect(taskGroup(t('a', at(25, 9)), NOW)).toBe('overdue');
    expect(taskGroup(t('b', at(26, 9)), NOW)).toBe('overdue');
    expect(taskGroup(t('c', at(26, 17)), NOW)).toBe('today');
    expect(taskGroup(t('d', at(26, 23)), NOW)).toBe('today');
    expect(taskGroup(t('e', at(27, 0)), NOW)).toBe('upcoming');
    expect(taskGroup(t('f', at(20, 9), { status: 'done' }), NOW)).toBe('done');
  });

  it('orders open tasks soonest first, high priority first at the same time; done ones most recently done first', () => {
    const groups = groupTasks(
      [
        t('late', at(28, 9)),
        t('soon-low', at(27, 9), { priority: 'low' }),
        t('soon-high', at(27, 9), { priority: 'high' }),
        t('old', at(20, 9), { status: 'done', completedAt: at(21, 9) }),
        t('recent', at(20, 9), { status: 'done', completedAt: at(25, 9) }),
        t('missed', at(24, 9)),
      ],
      NOW,
    );
    expect(Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, v.map((x) => x.id)]))).toEqual({
      overdue: ['missed'],
      today: [],
      upcoming: ['soon-high', 'soon-low', 'late'],
      done: ['recent', 'old'],
    });
  });

  it('counts the open tasks due today or overdue for the sidebar, and names the item with it', () => {
    const tasks = [t('a', at(25, 9)), t('b', at(26, 20)), t('c', at(27, 9)), t('d', at(25, 9), { status: 'done' })];
    expect(dueCount(tasks, NOW)).toBe(2);
    expect(tasksNavLabel(2)).toBe('Tasks, 2 due');
    expect(tasksNavLabel(0)).toBe('Tasks');
  });
});

describe('task rules', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const counselor = 'c0000000-0000-4000-8000-000000000001';
  const officer = 'c0000000-0000-4000-8000-000000000002';
  const actor = { id: 'c0000000-0000-4000-8000-000000000003', keepsTasks: true };

  it('gives a rule task to the record owner, else the one who wrote if they keep tasks, else no one', () => {
    expect(ruleAssignee([null, counselor], actor)).toBe(counselor);
    expect(ruleAssignee([null], actor)).toBe(actor.id);
    expect(ruleAssignee([null], { ...actor, keepsTasks: false })).toBeNull();
    expect(ruleAssignee([undefined], null)).toBeNull();
  });

  it('a new lead: "First contact" in 24 h, keyed on the student', () => {
    expect(firstContactTask({ id: 's1', stage: 'lead', assignedCounselor: counselor }, null, now)).toEqual({
      ruleKey: 'first_contact:s1',
      rule: 'first_contact',
      title: 'First contact',
      studentId: 's1',
      assigneeId: counselor,
      dueAt: '2026-11-27T10:00:00.000Z',
      priority: 'high',
    });
    expect(firstContactTask({ id: 's1', stage: 'offer', assignedCounselor: counselor }, null, now)).toBeNull();
  });

  it('a visa approved: "Pre-departure briefing" in 7 days, only on the move to approved', () => {
    const visa = { id: 'v1', studentId: 's1', status: 'approved', assignedOfficer: officer };
    expect(preDepartureTask(visa, { status: 'submitted' }, counselor, actor, now)).toMatchObject({
      ruleKey: 'pre_departure:v1',
      title: 'Pre-departure briefing',
      assigneeId: counselor,
      dueAt: '2026-12-03T10:00:00.000Z',
    });
    expect(preDepartureTask(visa, null, null, actor, now)?.assigneeId).toBe(officer);
    expect(preDepartureTask(visa, { status: 'approved' }, counselor, actor, now)).toBeNull();
    expect(preDepartureTask({ ...visa, status: 'rejected' }, { status: 'submitted' }, counselor, actor, now)).toBeNull();
  });

  it('a draft due today up to 7 days ahead: "Submit application" at 09:00 UTC on the deadline; not later, not past, not once submitted', () => {
    const app = { id: 'a1', studentId: 's1', status: 'draft', deadlineDate: '2026-12-03', assignedOwner: null };
    expect(submitApplicationTask(app, counselor, actor, now)).toMatchObject({
      ruleKey: 'submit_application:a1',
      title: 'Submit application',
      assigneeId: counselor,
      dueAt: '2026-12-03T09:00:00.000Z',
    });
    expect(submitApplicationTask({ ...app, deadlineDate: '2026-11-26' }, counselor, actor, now)).not.toBeNull();
    expect(submitApplicationTask({ ...app, deadlineDate: '2026-12-04' }, counselor, actor, now)).toBeNull();
    expect(submitApplicationTask({ ...app, deadlineDate: '2026-11-25' }, counselor, actor, now)).toBeNull();
    expect(submitApplicationTask({ ...app, deadlineDate: null }, counselor, actor, now)).toBeNull();
    expect(submitApplicationTask({ ...app, status: 'submitted' }, counselor, actor, now)).toBeNull();
  });
});

describe('task schemas', () => {
  it('defaults a new task to medium priority and open, and stores the due time in UTC', () => {
    const parsed = createStaffTaskSchema.parse({ id: '4a7c1a52-2f0e-4a8e-9a57-2d0d3c1b2a10', title: ' Call ', dueAt: '2026-11-27T09:00:00+03:00' });
    expect(parsed).toEqual({ id: '4a7c1a52-2f0e-4a8e-9a57-2d0d3c1b2a10', title: 'Call', studentId: null, dueAt: '2026-11-27T06:00:00.000Z', priority: 'medium', status: 'open' });
  });

  it('refuses a change that changes nothing, or names a field tasks do not have', () => {
    expect(updateStaffTaskSchema.safeParse({ version: 1 }).success).toBe(false);
    expect(updateStaffTaskSchema.safeParse({ version: 1, done: true }).success).toBe(false);
    expect(updateStaffTaskSchema.safeParse({ version: 1, status: 'done' }).success).toBe(true);
  });
});
