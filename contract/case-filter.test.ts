import { describe, expect, it } from 'vitest';
import { filterApplications, filterVisaCases, ownerMatches } from './case-filter';

const me = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';
const context = { me, today: '2026-11-26' };

const app = (id: string, fields: Partial<Parameters<typeof filterApplications>[0][number]> = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  studentName: 'Amina Hassan',
  program: 'BSc Computer Science',
  universityName: 'Universiti Malaya',
  universityId: 1,
  status: 'draft' as const,
  deadlineDate: null as string | null,
  assignedOwner: null as string | null,
  createdAt: `2026-11-0${id}T10:00:00.000Z`,
  updatedAt: `2026-11-2${id}T10:00:00.000Z`,
  ...fields,
});

describe('ownerMatches', () => {
  it('reads me, none and an id', () => {
    expect(ownerMatches(me, 'me', me)).toBe(true);
    expect(ownerMatches(other, 'me', me)).toBe(false);
    expect(ownerMatches(null, 'none', me)).toBe(true);
    expect(ownerMatches(me, 'none', me)).toBe(false);
    expect(ownerMatches(other, other.toUpperCase(), me)).toBe(true);
    expect(ownerMatches(null, undefined, me)).toBe(true);
  });
});

describe('filterApplications', () => {
  const rows = [
    app('1', { deadlineDate: '2026-12-20' }),
    app('2', { deadlineDate: '2026-11-28', studentName: 'Kwame Mensah', universityId: 2, universityName: 'Taylor’s University' }),
    app('3', { deadlineDate: '2026-11-24', status: 'submitted', assignedOwner: me }),
    app('4', { deadlineDate: '2026-11-27', status: 'under_review', program: 'MBA', assignedOwner: other }),
    app('5'),
  ];
  const ids = (filter: Parameters<typeof filterApplications>[1]) => filterApplications(rows, filter, context).map((a) => a.id.slice(-1));

  it('puts the deadlines that shout first, soonest first, then the rest newest first', () => {
    expect(ids({})).toEqual(['3', '2', '5', '4', '1']);
  });

  it('sorts by deadline (none last) and by last update', () => {
    expect(ids({ sort: 'deadline' })).toEqual(['3', '4', '2', '1', '5']);
    expect(ids({ sort: '-updatedAt' })).toEqual(['5', '4', '3', '2', '1']);
  });

  it('searches student, programme and university, and filters by status, university, owner and the window', () => {
    expect(ids({ search: '  kwame ' })).toEqual(['2']);
    expect(ids({ search: 'mba' })).toEqual(['4']);
    expect(ids({ search: 'taylor' })).toEqual(['2']);
    expect(ids({ status: 'submitted' })).toEqual(['3']);
    expect(ids({ universityId: 2 })).toEqual(['2']);
    expect(ids({ owner: 'me' })).toEqual(['3']);
    expect(ids({ owner: other })).toEqual(['4']);
    expect(ids({ owner: 'none' })).toEqual(['2', '5', '1']);
    expect(ids({ due: '7d' })).toEqual(['3', '2']);
  });
});

describe('filterVisaCases', () => {
  const visa = (id: string, fields: object = {}) => ({
    id: `00000000-0000-4000-8000-00000000000${id}`,
    studentName: 'Amina Hassan',
    visaType: 'Student Pass',
    status: 'preparing' as const,
    assignedOfficer: null as string | null,
    appointmentDate: null as string | null,
    createdAt: `2026-11-0${id}T10:00:00.000Z`,
    updatedAt: `2026-11-2${id}T10:00:00.000Z`,
    ...fields,
  });
  const rows = [visa('1', { appointmentDate: '2026-12-02T09:00:00.000Z', assignedOfficer: me }), visa('2', { visaType: 'Dependant Pass' }), visa('3', { appointmentDate: '2026-11-30T09:00:00.000Z', status: 'submitted' })];
  const ids = (filter: Parameters<typeof filterVisaCases>[1]) => filterVisaCases(rows, filter, context).map((v) => v.id.slice(-1));

  it('orders newest first, by appointment (none last) or by last update', () => {
    expect(ids({})).toEqual(['3', '2', '1']);
    expect(ids({ sort: 'appointment' })).toEqual(['3', '1', '2']);
    expect(ids({ sort: '-updatedAt' })).toEqual(['3', '2', '1']);
  });

  it('searches student and visa type, filters by status and officer', () => {
    expect(ids({ search: 'dependant' })).toEqual(['2']);
    expect(ids({ status: 'submitted' })).toEqual(['3']);
    expect(ids({ owner: 'me' })).toEqual(['1']);
    expect(ids({ owner: 'none' })).toEqual(['3', '2']);
  });
});
