import { Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  Award,
  CalendarPlus,
  CheckCircle2,
  FilePlus2,
  FileText,
  Globe,
  ListPlus,
  Plane,
  School,
  UserPen,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { Link } from '@tanstack/react-router';
import type { ActivityEntry } from '@contract/activity';
import type { AdminRole } from '@contract/enums';
import { can, type Permission } from '@contract/permissions';
import { WEBSITE_TAG } from '@contract/enquiry-paths';
import { SectionCard } from '../../components/admin/section-card';
import { formatTimeAgo } from '../../lib/format';

/** `to` is the action's route (docs/PRODUCT.md §3.3), shown to the roles with `permission`. */
type QuickAction = { label: string; to: string; icon: LucideIcon; permission: Permission };

/** The quick actions (docs/PRODUCT.md §3.3): each opens its form. */
const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'Add Student', to: '/admin/students/new', icon: UserPlus, permission: 'students:write' },
  { label: 'New Application', to: '/admin/applications/new', icon: FilePlus2, permission: 'applications:write' },
  { label: 'Visa Case', to: '/admin/visa-cases/new', icon: Plane, permission: 'visas:write' },
  { label: 'Add University', to: '/admin/universities/new', icon: School, permission: 'universities:write' },
  // A phone's quick add: this tap opens the task form focused on its title (docs/PRODUCT.md §3.17).
  { label: 'Add Task', to: '/admin/tasks/new', icon: ListPlus, permission: 'tasks:write' },
  { label: 'New Scholarship', to: '/admin/scholarships/new', icon: Award, permission: 'scholarships:write' },
  { label: 'Create Event', to: '/admin/events/new', icon: CalendarPlus, permission: 'events:write' },
];

const TILE = { variant: 'outline', h: 'auto', py: '3', flexDirection: 'column', gap: '1.5', whiteSpace: 'normal', textAlign: 'center', w: 'full' } as const;

export function QuickActions({ role }: { role: AdminRole }) {
  const actions = QUICK_ACTIONS.filter((a) => can(role, a.permission));
  return (
    <SectionCard title="Quick Actions">
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
        {actions.map(({ label, to, icon: Icon }) => (
          <Button key={label} asChild {...TILE}>
            <Link to={to}>
              <Icon aria-hidden />
              {label}
            </Link>
          </Button>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

/** An entry's icon and colour: who it is about, and for a visa case whether it was approved. */
function entryLook(entry: ActivityEntry): { icon: LucideIcon; palette: string } {
  if (entry.entity === 'application') return { icon: FileText, palette: 'purple' };
  if (entry.entity === 'visa_case') {
    return entry.changes.status?.to === 'approved' ? { icon: CheckCircle2, palette: 'green' } : { icon: Plane, palette: 'teal' };
  }
  if (entry.action === 'enquired') return { icon: Globe, palette: 'orange' };
  return entry.action === 'created' ? { icon: UserPlus, palette: 'blue' } : { icon: UserPen, palette: 'blue' };
}

/**
 * "3 new website enquiries" (the last WEBSITE_ENQUIRY_DAYS days), opening the website's leads in the student list,
 * whoever owns them (a counselor's list would otherwise open on their own caseload, and new enquiries have no owner).
 */
function WebsiteEnquiries({ count }: { count: number }) {
  return (
    <Button asChild size="xs" variant="subtle" colorPalette={count > 0 ? 'orange' : 'gray'}>
      <Link to="/admin/students" search={{ stage: 'lead', source: WEBSITE_TAG, owner: 'all' }}>
        <Globe aria-hidden />
        {`${count} new website ${count === 1 ? 'enquiry' : 'enquiries'}`}
      </Link>
    </Button>
  );
}

/** The latest entries of the audit trail (activity_log), newest first (docs/PRODUCT.md §3.3). */
export function RecentUpdates({
  updates,
  websiteEnquiries,
  loading,
}: {
  updates: readonly ActivityEntry[] | undefined;
  /** Enquiries from the website in the last days (docs/PRODUCT.md §2.8), undefined while loading. */
  websiteEnquiries: number | undefined;
  loading: boolean;
}) {
  return (
    <SectionCard title="Recent Mission Updates" action={websiteEnquiries === undefined ? undefined : <WebsiteEnquiries count={websiteEnquiries} />}>
      {!loading && updates?.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No updates yet. New students, applications and visa cases appear here as they are recorded.
        </Text>
      )}
      <Stack as="ul" gap="4" listStyleType="none">
        {updates?.map((entry) => {
          const { icon: Icon, palette } = entryLook(entry);
          return (
            <Flex as="li" key={entry.id} gap="3" align="flex-start">
              <Flex boxSize="8" rounded="full" align="center" justify="center" flexShrink={0} bg={`${palette}.subtle`} color={`${palette}.fg`}>
                <Icon size={16} aria-hidden />
              </Flex>
              <Box minW="0">
                <Text fontSize="sm" fontWeight="medium">
                  {entry.title}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {entry.detail}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  <time dateTime={entry.createdAt} title={new Date(entry.createdAt).toLocaleString()}>
                    {formatTimeAgo(entry.createdAt)}
                  </time>
                  {entry.actorName && ` · ${entry.actorName}`}
                </Text>
              </Box>
            </Flex>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
