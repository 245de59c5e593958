import { SimpleGrid } from '@chakra-ui/react';
import type { ApplicationPage } from '@contract';
import { FileText } from 'lucide-react';
import { CaseListPage } from '../../components/admin/case-list-page';
import { StatTile } from '../../components/admin/stat-tile';
import { CASE_KINDS } from '../../lib/case-records';
import { APPLICATION_STATUS_COLORS, APPLICATION_STATUS_LABELS } from '../../lib/crm-labels';
import { formatCount } from '../../lib/format';
import { ApplicationCard } from './application-card';
import { statusTiles } from './application-figures';

/** A tile per status present, none while loading. */
function ApplicationTiles({ page }: { page: ApplicationPage | undefined }) {
  const tiles = statusTiles(page?.statusCounts);
  if (tiles.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" mb="6">
      {tiles.map(({ status, count }) => (
        <StatTile key={status} label={APPLICATION_STATUS_LABELS[status]} value={formatCount(count)} palette={APPLICATION_STATUS_COLORS[status]} />
      ))}
    </SimpleGrid>
  );
}

/** /admin/applications: Application Management. */
export function ApplicationsPage() {
  return (
    <CaseListPage
      kind={CASE_KINDS.applications}
      description="Applications to partner universities, their deadlines, decisions and fees."
      tiles={(page) => <ApplicationTiles page={page} />}
      placeholders={5}
      empty={{ icon: FileText, title: 'No Applications Found', hint: 'Applications appear here once a student applies to a partner university.' }}
      Card={ApplicationCard}
    />
  );
}
