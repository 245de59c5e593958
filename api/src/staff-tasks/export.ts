// GET /api/admin/tasks/export.csv: the task list as the caller sees it (the same query and rows as GET /api/admin/tasks,
// the fields the role reads), through the streamed CSV (http/csv-stream.ts).
import type { Knex } from 'knex';
import { recordFor, type StaffTask, type StaffTaskListQuery } from '@contract';
import { csvFilename, type CsvDownload } from '../http/csv-stream';
import { listTasks, type Viewer } from './queries';
import { columnsFor, type ExportColumn } from '../exports/columns';

const TASK_EXPORT_COLUMNS: ExportColumn<'tasks', StaffTask>[] = [
  { field: null, header: 'id', value: (t) => t.id },
  { field: 'title', header: 'title', value: (t) => t.title },
  { field: null, header: 'studentId', value: (t) => t.studentId },
  { field: 'studentName', header: 'studentName', value: (t) => t.studentName },
  { field: 'assigneeName', header: 'assignee', value: (t) => t.assigneeName },
  { field: 'dueAt', header: 'dueAt', value: (t) => t.dueAt },
  { field: 'priority', header: 'priority', value: (t) => t.priority },
  { field: 'status', header: 'status', value: (t) => t.status },
  { field: 'completedAt', header: 'completedAt', value: (t) => t.completedAt },
  { field: 'rule', header: 'rule', value: (t) => t.rule },
  { field: null, header: 'createdAt', value: (t) => t.createdAt },
];

/**
 * The export of the tasks the list shows `viewer`. A task list is bounded (STAFF_TASKS_LISTED, as the screen's), so
 * it is read in one batch.
 */
export function taskExport(db: Knex, query: StaffTaskListQuery, viewer: Viewer, done: CsvDownload<StaffTask, number>['done']): CsvDownload<StaffTask, number> {
  return {
    filename: csvFilename('tasks'),
    columns: columnsFor(viewer.role, 'tasks', TASK_EXPORT_COLUMNS),
    done,
    read: async () => ({ items: (await listTasks(db, viewer, query)).map((task) => recordFor(viewer.role, 'tasks', task)), next: undefined }),
  };
}
