import { Alert, Box, chakra, CloseButton, Flex } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { sortField } from '@contract/case-filter';
import type { CaseEntity, CaseKind, CaseRow } from './api/case-records';
import type { Writer } from '../../lib/offline/crm-writes';
import type { WaitingRow } from '../../lib/offline/outbox-engine';
import { CaseBulkActions } from './case-bulk-actions';
import { SortableTh, Td, Th, type AriaSort } from '../../components/admin/compact-table';

/** One column of a case table: its header, width, the order its header sorts by (if any) and its cell. */
export type CaseColumn<E extends CaseEntity> = {
  id: string;
  header: string;
  width?: string;
  /** The sort field ('student' sorts by 'student' then '-student'); `descFirst` for dates read newest first. */
  sort?: string;
  descFirst?: boolean;
  cell: (row: CaseRow<E>, waiting: WaitingRow | undefined) => ReactNode;
};

/** A header's aria-sort for the list's order. */
function ariaSort(sort: string | undefined, field: string): AriaSort {
  if (!sort) return 'none';
  const current = sortField(sort);
  if (current.field !== field) return 'none';
  return current.dir > 0 ? 'ascending' : 'descending';
}

/** The order after a header is pressed: its first direction, then the other, then the list's default order. */
export function nextSort(sort: string | undefined, field: string, descFirst = false): string | undefined {
  const first = descFirst ? `-${field}` : field;
  const second = descFirst ? field : `-${field}`;
  if (sort === first) return second;
  if (sort === second) return undefined;
  return first;
}

/**
 * The applications and visa cases at desktop widths (issue 32 item 1), like the students table: one compact row
 * per case, the order from the headers (kept in the URL, sorted by the server), and rows selected for a bulk change
 * of owner or status where the role may write. The parent remounts it when the filters change (the selection clears).
 */
export function CaseTable<E extends CaseEntity>({
  kind,
  columns,
  rows,
  waiting,
  sort,
  onSort,
  counter,
  writer,
  canBulk,
  dimmed,
}: {
  kind: CaseKind<E>;
  columns: CaseColumn<E>[];
  rows: CaseRow<E>[];
  waiting: Map<string, WaitingRow>;
  sort: string | undefined;
  onSort: (sort: string | undefined) => void;
  counter: ReactNode;
  writer: Writer;
  canBulk: boolean;
  dimmed: boolean;
}) {
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [summary, setSummary] = useState<string>();
  const selectable = useMemo(() => rows.filter((r) => !waiting.has(r.id)), [rows, waiting]);
  const selected = selectable.filter((r) => selection.has(r.id));
  const all = selectable.length > 0 && selected.length === selectable.length;
  const toggle = (id: string) =>
    setSelection((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const what = (r: CaseRow<E>) => r.studentName?.trim() || 'Unknown Student';

  return (
    <>
      <Flex align="center" gap="3" wrap="wrap" minH="8" mb="1">
        <Flex align="center" gap="2">
          {counter}
        </Flex>
        {canBulk && (
          <CaseBulkActions
            kind={kind}
            writer={writer}
            selected={selected}
            onApplied={(text) => {
              setSummary(text);
              setSelection(new Set());
            }}
          />
        )}
      </Flex>
      <Box role="status" aria-live="polite" aria-label="Bulk change result">
        {summary && (
          <Alert.Root status="success" size="sm" mb="2">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{summary}</Alert.Description>
            </Alert.Content>
            <CloseButton size="2xs" aria-label="Dismiss" onClick={() => setSummary(undefined)} />
          </Alert.Root>
        )}
      </Box>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" aria-busy={dimmed}>
        <chakra.table aria-label={kind.titlePlural} w="full" fontSize="0.8125rem" style={{ tableLayout: 'fixed' }}>
          <chakra.thead bg="bg.muted">
            <tr>
              {canBulk && (
                <Th w="2.75rem" scope="col">
                  <chakra.input
                    type="checkbox"
                    aria-label={`Select all loaded ${kind.plural}`}
                    boxSize="24px"
                    m="0"
                    verticalAlign="middle"
                    checked={all}
                    onChange={() => setSelection(all ? new Set() : new Set(selectable.map((r) => r.id)))}
                  />
                </Th>
              )}
              {columns.map((c) => (
                <SortableTh key={c.id} width={c.width} aria={c.sort ? ariaSort(sort, c.sort) : undefined} onSort={c.sort ? () => onSort(nextSort(sort, c.sort!, c.descFirst)) : undefined}>
                  {c.header}
                </SortableTh>
              ))}
            </tr>
          </chakra.thead>
          <tbody>
            {rows.map((r) => {
              const isSelected = selection.has(r.id);
              return (
                <chakra.tr key={r.id} borderTopWidth="1px" bg={isSelected ? 'blue.subtle' : undefined} _hover={{ bg: isSelected ? 'blue.subtle' : 'bg.subtle' }}>
                  {canBulk && (
                    <Td>
                      <chakra.input
                        type="checkbox"
                        aria-label={`Select ${what(r)}'s ${kind.noun}`}
                        boxSize="24px"
                        m="0"
                        verticalAlign="middle"
                        checked={isSelected}
                        disabled={waiting.has(r.id)}
                        title={waiting.has(r.id) ? 'Waiting to sync: select it once it has reached the server' : undefined}
                        onChange={() => toggle(r.id)}
                      />
                    </Td>
                  )}
                  {columns.map((c) => (
                    <Td key={c.id}>{c.cell(r, waiting.get(r.id))}</Td>
                  ))}
                </chakra.tr>
              );
            })}
          </tbody>
        </chakra.table>
      </Box>
    </>
  );
}
