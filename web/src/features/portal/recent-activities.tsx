import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { PortalActivity, PortalActivityStatus } from '@contract/portal';
import { formatDate } from '../../lib/format';
import { useLanguage, useServerText, useT } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/i18n';

const STATUS: Record<PortalActivityStatus, { icon: typeof Info; palette: string; label: MessageId }> = {
  success: { icon: CircleCheck, palette: 'green', label: 'portal.activity.label1' },
  info: { icon: Info, palette: 'blue', label: 'portal.activity.label2' },
  warning: { icon: CircleAlert, palette: 'orange', label: 'portal.activity.label3' },
};

/** What happened lately on the student's file, newest first. */
export function RecentActivities({ activities }: { activities: PortalActivity[] }) {
  const t = useT();
  const language = useLanguage();
  const text = useServerText();
  if (activities.length === 0) return <Text color="fg.muted">{t('portal.nothingHasHappenedOn')}</Text>;
  return (
    <Stack as="ul" gap={3} listStyleType="none">
      {activities.map((activity) => {
        const status = STATUS[activity.status];
        const Icon = status.icon;
        return (
          <Flex as="li" key={activity.id} gap={3} align="start" data-status={activity.status}>
            <Box colorPalette={status.palette} color="colorPalette.fg" bg="colorPalette.subtle" rounded="full" p={1.5} flexShrink={0}>
              <Icon aria-hidden="true" size={18} />
            </Box>
            <Box>
              <Text fontWeight="medium">
                {/* The colour and icon say it to sighted readers; this says it to screen readers. */}
                <Box as="span" srOnly>
                  {t(status.label)}:{' '}
                </Box>
                {text(activity.text, activity.title)}
              </Text>
              <Text asChild fontSize="sm" color="fg.muted">
                <time dateTime={activity.time}>{formatDate(activity.time, language)}</time>
              </Text>
            </Box>
          </Flex>
        );
      })}
    </Stack>
  );
}
