import { Badge } from '@chakra-ui/react';
import type { AdminRole } from '@contract/enums';
import { roleLabel } from '@contract/permissions';
import { ROLE_COLORS } from '../../lib/crm-labels';

/** The role badge (docs/PRODUCT.md §3.2): underscore to space, upper case, a colour per role. */
export function RoleBadge({ role }: { role: AdminRole }) {
  return (
    <Badge colorPalette={ROLE_COLORS[role]} variant="subtle" size="sm" data-role={role}>
      {roleLabel(role)}
    </Badge>
  );
}
