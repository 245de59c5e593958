import type { ImportMapping, StudentImportAnswer } from '@contract/student-import';
import { countOf } from '../../../lib/format';

/**
 * Each mapped column's problems in the dry run (issue 32 item 6), said beside the column rather than only row by row
 * below: "3 rows: Enter a phone number… (rows 4, 7, 9)". Keyed by column.
 */
export function columnProblems(mapping: ImportMapping, report: StudentImportAnswer | null): Record<string, string> {
  const byField = new Map<string, Map<string, number[]>>();
  for (const { row, reasons } of report?.invalid ?? []) {
    for (const reason of reasons) {
      // 'tags.0' is the tags column's.
      const field = reason.field.split('.')[0]!;
      const { message } = reason;
      const messages = byField.get(field) ?? new Map<string, number[]>();
      messages.set(message, [...(messages.get(message) ?? []), row]);
      byField.set(field, messages);
    }
  }
  const problems: Record<string, string> = {};
  for (const [column, field] of Object.entries(mapping)) {
    const messages = field ? byField.get(field) : undefined;
    if (!messages) continue;
    problems[column] = [...messages]
      .map(([message, rows]) => `${countOf(rows.length, 'row')}: ${message} (${rows.length === 1 ? 'row' : 'rows'} ${rows.slice(0, 5).join(', ')}${rows.length > 5 ? '…' : ''})`)
      .join(' ');
  }
  return problems;
}
