import { Box, chakra, Flex } from '@chakra-ui/react';
import { functionalUpdate, useTable, type RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import type { Student } from '@contract';
import type { WaitingRow } from '../../lib/offline/outbox-engine';
import { SortableTh, Td } from '../../components/admin/compact-table';
import { BulkActions, type BulkOutcome } from './bulk-actions';
import { BulkResult } from './bulk-result-view';
import { studentColumns, studentTableFeatures } from './student-columns';
import type { StudentSort } from '@contract/student-filter';
import { ariaSortOf, sortingOf, sortParam } from './student-sort';

/**
 * The students list at desktop widths (docs/PRODUCT.md §3.4): one compact row per student so 20+ fit a 1280×800
 * screen, the order chosen from the column headers (kept in the URL, sorted by the server), and rows selected for a
 * bulk change. The parent remounts it when the filters change, which clears the selection.
 */
export function StudentsTable({
  counter,
  students,
  waiting,
  sort,
  onSort,
  showPhone,
  canBulk,
  dimmed,
}: {
  /** '{X} of {Y} students', shown in the toolbar beside the bulk change. */
  counter: ReactNode;
  students: Student[];
  waiting: Map<string, WaitingRow>;
  sort: StudentSort | undefined;
  onSort: (sort: StudentSort | undefined) => void;
  /** False for a role that does not read phone numbers: the column is left out, not shown empty. */
  showPhone: boolean;
  canBulk: boolean;
  dimmed: boolean;
}) {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [outcome, setOutcome] = useState<BulkOutcome>({});
  const sorting = useMemo(() => sortingOf(sort), [sort]);
  const columnVisibility = useMemo(() => ({ phone: showPhone, select: canBulk }), [showPhone, canBulk]);
  const meta = useMemo(() => ({ waiting }), [waiting]);
  const table = useTable({
    features: studentTableFeatures,
    columns: studentColumns,
    data: students,
    getRowId: (s) => s.id,
    state: { sorting, rowSelection, columnVisibility },
    onSortingChange: (updater) => onSort(sortParam(functionalUpdate(updater, sorting))),
    onRowSelectionChange: setRowSelection,
    manualSorting: true,
    enableMultiSort: false,
    enableRowSelection: (row) => !waiting.has(row.id),
    meta,
  });

  const byId = useMemo(() => new Map(students.map((s) => [s.id, s])), [students]);
  // Only loaded rows count: a student that left the list (changed, or no longer matching) leaves the selection.
  const selected = Object.keys(rowSelection).flatMap((id) => (rowSelection[id] && byId.get(id)) || []);
  const unselect = (ids: string[]) =>
    setRowSelection((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !ids.includes(id))));

  return (
    <>
      <Flex align="center" gap="3" wrap="wrap" minH="8" mb="2">
        <Flex align="center" gap="2">
          {counter}
        </Flex>
        {canBulk && <BulkActions selected={selected} onApplied={unselect} onOutcome={setOutcome} />}
      </Flex>
      <BulkResult summary={outcome.summary} error={outcome.error} onDismiss={() => setOutcome({})} />
      {/* The last list stays while a new one loads, at full contrast (faded text fails WCAG 1.4.3), marked busy. */}
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" aria-busy={dimmed}>
        <chakra.table aria-label="Students" w="full" fontSize="0.8125rem" style={{ tableLayout: 'fixed' }}>
          <chakra.thead bg="bg.muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const { column } = header;
                  return (
                    <SortableTh key={header.id} width={column.columnDef.meta?.width} aria={column.getCanSort() ? ariaSortOf(sorting, column.id) : undefined} onSort={column.getToggleSortingHandler()}>
                      <table.FlexRender header={header} />
                    </SortableTh>
                  );
                })}
              </tr>
            ))}
          </chakra.thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <chakra.tr key={row.id} borderTopWidth="1px" bg={row.getIsSelected() ? 'blue.subtle' : undefined} _hover={{ bg: row.getIsSelected() ? 'blue.subtle' : 'bg.subtle' }}>
                {row.getVisibleCells().map((cell) => (
                  <Td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </Td>
                ))}
              </chakra.tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
    </>
  );
}
