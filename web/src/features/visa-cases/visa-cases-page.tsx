import { SimpleGrid } from '@chakra-ui/react';
import type { VisaCasePage } from '@contract';
import { CheckCircle2, ClipboardList, FileClock, Plane, Send, TrendingUp } from 'lucide-react';
import { CaseListPage } from '../../components/admin/case-list-page';
import { StatTile } from '../../components/admin/stat-tile';
import { CASE_KINDS } from '../../lib/case-records';
import { formatCount } from '../../lib/format';
import { VisaCaseCard } from './visa-case-card';
import { visaTiles } from './visa-figures';

/** The five tiles, placeholders while loading. */
function VisaTiles({ page, loading }: { page: VisaCasePage | undefined; loading: boolean }) {
  const tiles = visaTiles(page);
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3" mb="6">
      <StatTile label="Total Cases" icon={ClipboardList} value={formatCount(tiles.total)} loading={loading} />
      <StatTile label="Preparing" icon={FileClock} palette="yellow" value={formatCount(tiles.preparing)} loading={loading} />
      <StatTile label="Submitted" icon={Send} palette="blue" value={formatCount(tiles.submitted)} loading={loading} />
      <StatTile label="Approved" icon={CheckCircle2} palette="green" value={formatCount(tiles.approved)} loading={loading} />
      <StatTile label="Success Rate" icon={TrendingUp} palette="teal" value={`${tiles.successRate}%`} loading={loading} />
    </SimpleGrid>
  );
}

/** /admin/visa-cases: Visa Case Management. */
export function VisaCasesPage() {
  return (
    <CaseListPage
      kind={CASE_KINDS['visa-cases']}
      description="Student visa applications, interviews and approvals."
      tiles={(page, loading) => <VisaTiles page={page} loading={loading} />}
      placeholders={4}
      empty={{ icon: Plane, title: 'No Visa Cases', hint: 'Visa cases appear here once a student with an offer starts their visa.' }}
      Card={VisaCaseCard}
    />
  );
}
