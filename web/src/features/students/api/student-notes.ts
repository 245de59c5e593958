import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentNote } from '@contract/student-note-kinds';
import { apiRequest, ApiError } from '../../../lib/api-client';
import { CRM_URLS, studentNotesUrl } from '../../../lib/crm-urls';
import { offlineDatabase } from '../../../lib/offline/offline-db';
import { isNetworkFailure, NotAvailableOfflineError } from '../../../lib/offline/offline-reads';

// A student's notes and logged contacts (docs/PRODUCT.md §3.5.1). Online the server answers; offline (or for a student
// the server has not received yet) the device's copy, which the sync fills for the roles that read notes.

/** Where the notes on screen came from: the server, or this device's copy (offline). */
export type StudentNotes = { items: StudentNote[]; from: 'server' | 'device' };

async function deviceNotes(studentId: string): Promise<StudentNotes> {
  const db = offlineDatabase();
  if (!(await db.syncState.get('notes'))?.complete) throw new NotAvailableOfflineError('Notes');
  const items = await db.notes.where('[studentId+createdAt]').between([studentId, ''], [studentId, '\uffff']).reverse().toArray();
  return { items, from: 'device' };
}

export const studentNotesQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: [CRM_URLS.students, studentId, 'notes'],
    queryFn: async ({ signal }): Promise<StudentNotes> => {
      if (!navigator.onLine) return deviceNotes(studentId);
      try {
        const { items } = await apiRequest<{ items: StudentNote[] }>('GET', studentNotesUrl(studentId), undefined, signal);
        return { items, from: 'server' };
      } catch (error) {
        if (isNetworkFailure(error) || (error instanceof ApiError && error.status === 404)) return deviceNotes(studentId);
        throw error;
      }
    },
    // Offline it runs too (and reads the device), never paused waiting for a network.
    networkMode: 'always',
  });

export function useStudentNotes(studentId: string) {
  return useQuery(studentNotesQueryOptions(studentId));
}
