import { mayRead, type AdminRole, type ReadField, type SyncEntity } from '@contract';
import type { CsvColumn } from '../http/csv-stream';

/** A column of an export, named by the read table's field it shows (null: ids and dates every reader gets). */
export type ExportColumn<E extends SyncEntity, T> = CsvColumn<T> & { field: ReadField<E> | null };

/**
 * The columns the role may read (contract/read-scopes.ts), the same rule as the list's answers: an export never
 * carries a field the list would not show that role (marketing's students come without e-mail and phone).
 */
export function columnsFor<E extends SyncEntity, T>(role: AdminRole, entity: E, columns: readonly ExportColumn<E, T>[]): CsvColumn<T>[] {
  return columns.filter((c) => c.field === null || mayRead(role, entity, c.field));
}
