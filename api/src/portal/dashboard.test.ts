import { describe, expect, it } from 'vitest';
import { portalDashboardSchema } from '@contract';
import { buildPortalDashboard } from './dashboard';
import type { PortalAccount, PortalRecords } from './queries';

const NOW = new Date('2026-11-22T09:00:00.000Z');
const account: PortalAccount = { id: 'acc', studentId: 'stu', username: 'grace', name: 'Grace Achieng', stage: 'lead' };
const empty: PortalRecords = { studentCreatedAt: new Date('2026-11-01T08:00:00.000Z'), applications: [], visaCase: undefined, tasks: [] };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('buildPortalDashboard', () => {
  it('gives a new student four honest empty tiles and one activity', () => {
    const dashboard = portalDashboardSchema.parse(buildPortalDashboard(account, empty, NOW));
    expect(dashboard.tiles.map(({ title, value, subtitle, progress }) => [title, value, subtitle, progress])).toEqual([
      ['Journey Stage', 'Getting Started', 'Step 1 of 7', 14],
      ['Applications', '0', 'None submitted yet', 0],
      ['Visa', 'Not started', 'Opens once you accept an offer', 0],
      ['Tasks Done', '0 of 0', 'No tasks yet', 0],
    ]);
    expect(dashboard.activities).toEqual([
      { id: 'profile-stu', type: 'profile', title: 'Your file was opened with Mission Control', time: '2026-11-01T08:00:00.000Z', status: 'info' },
    ]);
    expect(dashboard.tasks).toEqual([]);
  });

  it('marks refusals and overdue tasks as warnings and offers and finished tasks as successes, newest first', () => {
    const records: PortalRecords = {
      studentCreatedAt: new Date('2026-08-01T08:00:00.000Z'),
      applications: [
        { id: 'a1', universityName: 'Sunway University', program: 'BSc Nursing', status: 'rejected', applicationDate: '2026-09-01', decisionDate: '2026-10-01', updatedAt: NOW },
        { id: 'a2', universityName: null, program: 'BA Design', status: 'conditional_offer', applicationDate: '2026-09-02', decisionDate: null, updatedAt: new Date('2026-10-05T10:00:00.000Z') },
      ],
      visaCase: { id: 'v1', visaType: 'Student Pass', status: 'rejected', decisionDate: '2026-11-10', createdAt: new Date('2026-10-20T10:00:00.000Z'), updatedAt: NOW },
      tasks: [
        { id: uuid(1), task: 'Send the passport scan', deadline: '2026-11-15', priority: 'high', progress: 50, completedAt: null },
        { id: uuid(2), task: 'Sign the offer', deadline: '2026-11-01', priority: 'medium', progress: 100, completedAt: new Date('2026-10-30T09:00:00.000Z') },
        { id: uuid(3), task: 'Pack', deadline: null, priority: 'low', progress: 0, completedAt: null },
      ],
    };
    const dashboard = portalDashboardSchema.parse(buildPortalDashboard({ ...account, stage: 'visa' }, records, NOW));
    expect(dashboard.activities.map((a) => [a.title, a.status, a.time])).toEqual([
      ['Overdue: Send the passport scan', 'warning', '2026-11-15T12:00:00.000Z'],
      ['Visa application refused', 'warning', '2026-11-10T12:00:00.000Z'],
      ['Completed: Sign the offer', 'success', '2026-10-30T09:00:00.000Z'],
      ['Visa case opened: Student Pass', 'info', '2026-10-20T10:00:00.000Z'],
      ['Conditional offer from the university', 'success', '2026-10-05T10:00:00.000Z'],
    ]);
    expect(dashboard.tiles[1]).toMatchObject({ value: '2', subtitle: '1 offer received', progress: 90 });
    expect(dashboard.tiles[2]).toMatchObject({ value: 'Refused', progress: 100 });
    expect(dashboard.tiles[3]).toMatchObject({ value: '1 of 3', subtitle: '2 still to do', progress: 33 });
    // Open tasks in the order the query gives (nearest deadline first, none last), then the done ones, shown done.
    expect(dashboard.tasks.map((t) => [t.task, t.done])).toEqual([
      ['Send the passport scan', false],
      ['Pack', false],
      ['Sign the offer', true],
    ]);
  });
});
