import { Badge, Button, Flex, Input, Link } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { can } from '@contract/permissions';
import { PageHeader } from '../../components/admin/page-header';
import { RecordList } from '../../components/admin/record-list';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { eventDates, eventsQueryOptions } from './api/recruitment-events';

/** Past, on now or upcoming, by today's date on this device. */
function WhenBadge({ startDate, endDate }: { startDate: string; endDate: string }) {
  const today = new Date().toISOString().slice(0, 10);
  if (endDate < today) return <Badge colorPalette="gray">Past</Badge>;
  if (startDate <= today) return <Badge colorPalette="green">On now</Badge>;
  return <Badge colorPalette="blue">Upcoming</Badge>;
}

/** /admin/events: the recruitment fairs, the latest first (docs/PRODUCT.md §3.18). Saved on the device for fair mode. */
export function EventsPage() {
  const admin = useSignedInAdmin();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const events = useQuery({
    ...eventsQueryOptions(),
    select: (list) => ({ items: list.filter((e) => !needle || [e.name, e.city, e.venue].some((text) => text.toLowerCase().includes(needle))) }),
  });
  return (
    <>
      <PageHeader
        title="Events"
        description="Recruitment fairs: where they are, what they cost, and how many of their leads went on to arrive."
        actions={
          can(admin.role, 'events:write') ? (
            <Button asChild colorPalette="brand">
              <RouterLink to="/admin/events/new">
                <Plus aria-hidden="true" /> New event
              </RouterLink>
            </Button>
          ) : undefined
        }
      />
      <Flex mb="4">
        <Input type="search" aria-label="Search events" placeholder="Search by name, city or venue" value={search} onChange={(e) => setSearch(e.target.value)} size="lg" />
      </Flex>
      <RecordList
        noun="events"
        query={events}
        row={(e) => ({
          key: e.id,
          title: (
            <Link asChild fontWeight="medium" minH="6">
              <RouterLink to="/admin/events/$id" params={{ id: e.id }}>
                {e.name}
              </RouterLink>
            </Link>
          ),
          detail: `${eventDates(e)} · ${e.venue}, ${e.city}, ${e.country}`,
          badges: <WhenBadge startDate={e.startDate} endDate={e.endDate} />,
        })}
      />
    </>
  );
}
