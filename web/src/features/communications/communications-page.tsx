import { Badge, Box, Button, chakra, Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { MESSAGE_CHANNEL_LABELS, TEMPLATE_LANGUAGE_LABELS, textDirection } from '@contract/template-fill';
import { PageHeader } from '../../components/admin/page-header';
import { RecordList } from '../../components/admin/record-list';
import { can } from '@contract/permissions';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { useAdminTemplates } from './api/templates';
import { SystemNotificationsSection } from './system-notifications-section';

const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 90)}…` : text);

/** /admin/communications: the message templates counselors send from a student's page (docs/PRODUCT.md §3.19). */
export function CommunicationsPage() {
  const [archived, setArchived] = useState(false);
  const templates = useAdminTemplates({ archived });
  const admin = useSignedInAdmin();
  return (
    <>
      <PageHeader
        title="Communications"
        description="Message templates for WhatsApp, SMS and e-mail. Counselors fill one on a student's page and send it from their own phone."
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to="/admin/communications/new">
              <Plus aria-hidden="true" /> New template
            </RouterLink>
          </Button>
        }
      />
      <Flex mb="4">
        <chakra.label display="flex" gap="2" alignItems="center" minH="10" cursor="pointer">
          <chakra.input type="checkbox" checked={archived} onChange={(e) => setArchived(e.target.checked)} width="5" height="5" accentColor="var(--chakra-colors-brand-solid)" />
          Show archived
        </chakra.label>
      </Flex>
      <RecordList
        noun="templates"
        query={templates}
        row={(t) => ({
          key: t.id,
          title: (
            <Link asChild fontWeight="medium" minH="6">
              <RouterLink to="/admin/communications/$id" params={{ id: t.id }}>
                <span lang={t.language} dir={textDirection(t.language)}>
                  {t.name}
                </span>
              </RouterLink>
            </Link>
          ),
          detail: (
            <>
              {MESSAGE_CHANNEL_LABELS[t.channel]} · {TEMPLATE_LANGUAGE_LABELS[t.language]} ·{' '}
              <span lang={t.language} dir={textDirection(t.language)}>
                {excerpt(t.subject ?? t.body)}
              </span>
            </>
          ),
          badges: t.archived ? <Badge colorPalette="gray">Archived</Badge> : undefined,
        })}
      />
      {can(admin.role, 'notifications:templates') && (
        <Box mt="6">
          <SystemNotificationsSection />
        </Box>
      )}
    </>
  );
}
