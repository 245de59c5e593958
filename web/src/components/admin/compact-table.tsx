import { chakra } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

// The desk's tables (students, applications, visa cases) share one compact shape: a 25 px row (a 24 px line, no
// padding), so 20 rows and more fit under a page's header, filters and toolbar on a 1280×800 screen. The checkbox
// and the name link keep the 24 × 24 px a pointer needs (WCAG 2.5.8).
export const Th = chakra('th', { base: { textAlign: 'start', fontWeight: 'semibold', px: '2', py: '1', whiteSpace: 'nowrap', color: 'fg.muted' } });
export const Td = chakra('td', { base: { px: '2', py: '0', lineHeight: '1.5rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } });

export type AriaSort = 'ascending' | 'descending' | 'none';
const SORT_ICONS = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown } as const;

/** A column header: a button that changes the order when the column sorts (`aria` set), its text otherwise. */
export function SortableTh({ aria, onSort, width, children }: { aria?: AriaSort; onSort?: (event: unknown) => void; width?: string; children: ReactNode }) {
  const Icon = SORT_ICONS[aria ?? 'none'];
  return (
    <Th w={width} scope="col" aria-sort={aria}>
      {aria && onSort ? (
        <chakra.button type="button" display="inline-flex" alignItems="center" gap="1" minH="6" fontWeight="inherit" cursor="pointer" _hover={{ color: 'fg' }} onClick={onSort}>
          {children}
          <Icon size={14} aria-hidden />
        </chakra.button>
      ) : (
        children
      )}
    </Th>
  );
}
