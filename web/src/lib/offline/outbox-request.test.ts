import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './outbox-engine';
import { requestOf } from './outbox-worker';

const entry = (patch: Partial<OutboxEntry>): OutboxEntry => ({
  owner: 'me',
  entity: 'students',
  rowId: 'r1',
  op: 'create',
  body: {},
  baseVersion: null,
  row: {} as OutboxEntry['row'],
  before: null,
  state: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  error: null,
  theirs: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  ...patch,
});

describe('the request of an outbox entry', () => {
  it('posts a note under its student, with its client id (a resend stores one note)', () => {
    const body = { id: 'n1', studentId: 's1', kind: 'call', body: 'Reached her', outcome: 'reached' };
    expect(requestOf(entry({ entity: 'notes', rowId: 'n1', body }))).toEqual({ method: 'POST', url: '/api/admin/students/s1/notes', body });
  });

  it("posts a message's log under its student, with its client id (a resend logs it once)", () => {
    const body = { id: 'm1', studentId: 's1', channel: 'whatsapp', templateId: 't1', body: 'Salaam Amina', recipient: '252612345678' };
    expect(requestOf(entry({ entity: 'messages', rowId: 'm1', body }))).toEqual({ method: 'POST', url: '/api/admin/students/s1/messages', body });
  });

  it('posts a create to the collection and patches an update with the version it was made on', () => {
    expect(requestOf(entry({ body: { id: 'r1', name: 'Amina' } }))).toEqual({ method: 'POST', url: '/api/admin/students', body: { id: 'r1', name: 'Amina' } });
    expect(requestOf(entry({ entity: 'applications', op: 'update', baseVersion: 3, body: { status: 'submitted' } }))).toEqual({
      method: 'PATCH',
      url: '/api/admin/applications/r1',
      body: { status: 'submitted', version: 3 },
    });
  });

  it('posts a new staff task to /api/admin/tasks with its client id, and ticks one done with its version', () => {
    const body = { id: 't1', title: 'First contact', dueAt: '2026-11-27T09:00:00.000Z', priority: 'high', status: 'open', studentId: 's1' };
    expect(requestOf(entry({ entity: 'tasks', rowId: 't1', body }))).toEqual({ method: 'POST', url: '/api/admin/tasks', body });
    expect(requestOf(entry({ entity: 'tasks', rowId: 't1', op: 'update', baseVersion: 1, body: { status: 'done' } }))).toEqual({
      method: 'PATCH',
      url: '/api/admin/tasks/t1',
      body: { status: 'done', version: 1 },
    });
  });
});
