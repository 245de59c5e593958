import { Badge, Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  Award,
  CalendarPlus,
  CheckCircle2,
  FilePlus2,
  FileText,
  Plane,
  School,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { AdminRole } from '../../../../api/src/contract/enums';
import { can, type Permission } from '../../../../api/src/contract/permissions';
import { SectionCard } from '../../components/admin/section-card';
import { Tooltip } from '../../components/tooltip';

/** `to` is SPEC's target, linked once its form exists. */
type QuickAction = { label: string; to: string; icon: LucideIcon; permission?: Permission };

/** SPEC's six quick actions. Their forms arrive with the CRM-writes issue: until then they are marked "Soon". */
const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'Add Student', to: '/admin/students/new', icon: UserPlus, permission: 'students:write' },
  { label: 'New Application', to: '/admin/applications/new', icon: FilePlus2, permission: 'applications:write' },
  { label: 'Visa Case', to: '/admin/visa-cases/new', icon: Plane, permission: 'visas:write' },
  { label: 'Add University', to: '/admin/universities/new', icon: School, permission: 'universities:read' },
  { label: 'New Scholarship', to: '/admin/scholarships/new', icon: Award },
  { label: 'Create Event', to: '/admin/events/new', icon: CalendarPlus },
];

export function QuickActions({ role }: { role: AdminRole }) {
  const actions = QUICK_ACTIONS.filter((a) => !a.permission || can(role, a.permission));
  return (
    <SectionCard title="Quick Actions">
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
        {actions.map(({ label, to, icon: Icon }) => (
          <Tooltip key={label} content="Coming soon">
            <Button
              aria-disabled="true"
              data-to={to}
              variant="outline"
              h="auto"
              py="3"
              flexDirection="column"
              gap="1.5"
              whiteSpace="normal"
              w="full"
            >
              <Icon aria-hidden />
              {label}
              <Badge size="xs" variant="outline">
                Soon
              </Badge>
            </Button>
          </Tooltip>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

/** SPEC: a static list of three samples until the activity log replaces it (CRM-writes issue). */
const RECENT_UPDATES = [
  { icon: UserPlus, palette: 'blue', title: 'New student added', detail: 'Amina Hassan from Somalia joined the pipeline', time: '2 minutes ago' },
  { icon: FileText, palette: 'purple', title: 'Application status updated', detail: 'Status changed to Conditional Offer', time: '1 hour ago' },
  { icon: CheckCircle2, palette: 'green', title: 'Visa approved', detail: 'Student visa approved for Brian Otieno', time: '3 hours ago' },
] as const;

export function RecentUpdates() {
  return (
    <SectionCard title="Recent Mission Updates">
      <Stack as="ul" gap="4" listStyleType="none">
        {RECENT_UPDATES.map(({ icon: Icon, palette, title, detail, time }) => (
          <Flex as="li" key={title} gap="3" align="flex-start">
            <Flex boxSize="8" rounded="full" align="center" justify="center" flexShrink={0} bg={`${palette}.subtle`} color={`${palette}.fg`}>
              <Icon size={16} aria-hidden />
            </Flex>
            <Box minW="0">
              <Text fontSize="sm" fontWeight="medium">
                {title}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {detail}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {time}
              </Text>
            </Box>
          </Flex>
        ))}
      </Stack>
    </SectionCard>
  );
}
