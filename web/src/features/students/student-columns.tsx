import { Badge, chakra, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import {
  columnVisibilityFeature,
  createColumnHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import type { Student } from '@contract';
import { SyncBadge } from '../../components/admin/sync-badge';
import type { WaitingRow } from '../../lib/offline/outbox-engine';
import { PRIORITY_COLORS, PRIORITY_LABELS, STAGE_COLORS, STAGE_LABELS } from '../../lib/crm-labels';
import { formatDate, formatTimeAgo } from '../../lib/format';
import { ownerLabel } from '../../lib/owner-name';
import { studentName } from './student-card';

/** What a column tells the table markup: its width (the name column takes what is left). */
type StudentColumnMeta = { width?: string };

/** What the cells need besides the row: the rows still waiting to sync (marked, and not selectable). */
export type StudentTableMeta = { waiting: Map<string, WaitingRow> };

export const studentTableFeatures = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  columnMeta: {} as StudentColumnMeta,
  tableMeta: {} as StudentTableMeta,
});

const column = createColumnHelper<typeof studentTableFeatures, Student>();

/** A native checkbox: 24 px to tap, named for what it selects, and no recipe shipped to every visitor. */
function Checkbox({ label, ...props }: { label: string } & ComponentProps<typeof chakra.input>) {
  return <chakra.input type="checkbox" aria-label={label} boxSize="24px" m="0" verticalAlign="middle" accentColor="blue.600" cursor="pointer" {...props} />;
}

/**
 * The desktop list's columns (docs/PRODUCT.md §3.4). Sorting runs on the server: only the columns it can order by
 * (name, last activity) are sortable, and a date sorts newest first on the first click.
 */
export const studentColumns = column.columns([
  column.display({
    id: 'select',
    meta: { width: '2.75rem' },
    header: ({ table }) => (
      <Checkbox
        label="Select all loaded students"
        checked={table.getIsAllRowsSelected()}
        ref={(el: HTMLInputElement | null) => {
          if (el) el.indeterminate = table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected();
        }}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        label={`Select ${studentName(row.original)}`}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        title={row.getCanSelect() ? undefined : 'Waiting to sync: select it once it has reached the server'}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  }),
  column.accessor((s) => studentName(s), {
    id: 'name',
    header: 'Name',
    cell: ({ row, table }) => {
      const meta = table.options.meta;
      return (
        <Flex align="center" gap="2" minW="0">
          <ChakraLink asChild fontWeight="medium" color="fg" truncate display="block" minH="6">
            <Link to="/admin/students/$id" params={{ id: row.original.id }}>
              {studentName(row.original)}
            </Link>
          </ChakraLink>
          <SyncBadge waiting={meta?.waiting.get(row.original.id)} />
        </Flex>
      );
    },
  }),
  column.accessor((s) => s.personalInfo.country ?? '', {
    id: 'country',
    header: 'Country',
    meta: { width: '5.5rem' },
    enableSorting: false,
  }),
  column.accessor((s) => s.personalInfo.phone ?? '', {
    id: 'phone',
    header: 'Phone',
    meta: { width: '8rem' },
    enableSorting: false,
    cell: ({ getValue }) => <Text whiteSpace="nowrap">{getValue()}</Text>,
  }),
  column.accessor('stage', {
    header: 'Stage',
    meta: { width: '10.25rem' },
    enableSorting: false,
    cell: ({ getValue }) => (
      <Badge colorPalette={STAGE_COLORS[getValue()]} variant="surface" size="sm" maxW="full">
        <Text as="span" truncate title={STAGE_LABELS[getValue()]}>
          {STAGE_LABELS[getValue()]}
        </Text>
      </Badge>
    ),
  }),
  column.accessor('priority', {
    header: 'Priority',
    meta: { width: '4.75rem' },
    enableSorting: false,
    cell: ({ getValue }) => (
      <Badge colorPalette={PRIORITY_COLORS[getValue()]} variant="subtle" size="sm">
        {PRIORITY_LABELS[getValue()]}
      </Badge>
    ),
  }),
  column.accessor((s) => ownerLabel(s.assignedCounselor, s.ownerName), {
    id: 'owner',
    header: 'Owner',
    meta: { width: '7.5rem' },
    enableSorting: false,
    cell: ({ getValue }) => (
      <Text truncate title={getValue()} color={getValue() === 'Unassigned' ? 'fg.muted' : undefined}>
        {getValue()}
      </Text>
    ),
  }),
  column.accessor((s) => s.tags.join(', '), {
    id: 'source',
    header: 'Source',
    meta: { width: '6.5rem' },
    enableSorting: false,
    cell: ({ getValue }) => (
      <Text truncate title={getValue() || undefined}>
        {getValue()}
      </Text>
    ),
  }),
  column.accessor('updatedAt', {
    header: 'Last activity',
    meta: { width: '7.5rem' },
    sortDescFirst: true,
    cell: ({ getValue }) => (
      <Text as="span" whiteSpace="nowrap" title={formatDate(getValue())}>
        {formatTimeAgo(getValue())}
      </Text>
    ),
  }),
]);
