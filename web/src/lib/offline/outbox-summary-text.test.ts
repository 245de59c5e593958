import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './outbox-engine';
import { outboxSummaryText, syncNowNote } from './outbox-summary-text';

type Entry = Pick<OutboxEntry, 'entity' | 'state'>;
const pending = (n: number, entity: Entry['entity'] = 'students'): Entry[] => Array.from({ length: n }, () => ({ entity, state: 'pending' }));

describe('outboxSummaryText', () => {
  it('says nothing when every change is on the server', () => {
    expect(outboxSummaryText([])).toBeNull();
  });

  it('counts the changes waiting to sync, singular for one', () => {
    expect(outboxSummaryText(pending(1))).toEqual({ waiting: '1 change waiting to sync', attention: null });
    expect(outboxSummaryText(pending(3))?.waiting).toBe('3 changes waiting to sync');
    expect(outboxSummaryText(pending(1_200))?.waiting).toBe('1,200 changes waiting to sync');
  });

  it('counts refused and conflicting changes apart, linking to the page of the oldest', () => {
    const entries: Entry[] = [
      ...pending(2),
      { entity: 'applications', state: 'conflict' },
      { entity: 'students', state: 'rejected' },
    ];
    expect(outboxSummaryText(entries)).toEqual({
      waiting: '2 changes waiting to sync',
      attention: { label: '2 need your attention', link: { to: '/admin/applications' } },
    });
    expect(outboxSummaryText([{ entity: 'visa-cases', state: 'rejected' }])).toEqual({
      waiting: null,
      attention: { label: '1 needs your attention', link: { to: '/admin/visa-cases' } },
    });
  });

  it("links a refused note to its student's page, where it is shown (notes have no list)", () => {
    expect(outboxSummaryText([{ entity: 'notes', state: 'rejected', body: { id: 'n1', studentId: 's1' } }])?.attention).toEqual({
      label: '1 needs your attention',
      link: { to: '/admin/students/$id', params: { id: 's1' } },
    });
    expect(outboxSummaryText([{ entity: 'messages', state: 'rejected', body: { id: 'm1', studentId: 's2' } }])?.attention?.link).toEqual({
      to: '/admin/students/$id',
      params: { id: 's2' },
    });
  });
});

describe('syncNowNote', () => {
  it('tells a person offline why "Sync now" sends nothing yet, and says nothing online', () => {
    expect(syncNowNote(false)).toBe("You're offline — changes will be sent when you're back");
    expect(syncNowNote(true)).toBeNull();
  });
});
