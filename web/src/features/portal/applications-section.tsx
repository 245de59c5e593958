import { Badge, Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ApplicationStatus, VisaStatus } from '@contract/enums';
import type { PortalApplication, PortalVisa } from '@contract/portal';
import { formatDate } from '../../lib/format';
import { useLanguage, useT } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/i18n';

// The section's words, in one place.
const TEXT = {
  none: 'portal.apps.none',
  intake: 'portal.apps.intake',
  changed: 'portal.apps.changed',
  next: 'portal.apps.next',
  visa: 'portal.apps.visa',
  noVisa: 'portal.apps.noVisa',
  interview: 'portal.apps.interview',
} as const satisfies Record<string, MessageId>;

const APPLICATION_PALETTE: Record<ApplicationStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  under_review: 'blue',
  conditional_offer: 'teal',
  unconditional_offer: 'green',
  rejected: 'red',
};
const VISA_PALETTE: Record<VisaStatus, string> = { preparing: 'gray', submitted: 'blue', interview_scheduled: 'orange', approved: 'green', rejected: 'red' };

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Flex gap={2} fontSize="sm">
      <chakra.dt color="fg.muted" minW="24">
        {label}
      </chakra.dt>
      <chakra.dd>{children}</chakra.dd>
    </Flex>
  );
}

function Card({ title, subtitle, status, palette, children }: { title: string; subtitle: string; status: string; palette: string; children: React.ReactNode }) {
  return (
    <Box as="li" borderWidth="1px" rounded="l2" p={3} bg="bg.panel" aria-label={`${title}: ${status}`}>
      <Flex gap={2} align="flex-start" justify="space-between" wrap="wrap">
        <Box>
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {subtitle}
          </Text>
        </Box>
        <Badge colorPalette={palette} variant="subtle">
          {status}
        </Badge>
      </Flex>
      <chakra.dl mt={2} display="grid" gap={1}>
        {children}
      </chakra.dl>
    </Box>
  );
}

/**
 * Each application and the visa case (docs/PRODUCT.md §2.7): university, programme, intake, where it is in words a
 * student understands, the day of its last change and what is needed next, in the page's language (the catalogues'
 * words for each status; the answer's statusText and next are the English ones).
 */
export function ApplicationsSection({ applications, visa }: { applications: PortalApplication[]; visa: PortalVisa | null }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Stack gap={3}>
      {applications.length === 0 ? (
        <Text color="fg.muted">{t(TEXT.none)}</Text>
      ) : (
        <Stack as="ul" gap={3} listStyleType="none" aria-label={t('portal.yourApplications')}>
          {applications.map((a) => (
            <Card key={a.id} title={a.university} subtitle={a.programme} status={t(`portal.track.application.status.${a.status}`)} palette={APPLICATION_PALETTE[a.status]}>
              {a.intake ? <Fact label={t(TEXT.intake)}>{a.intake}</Fact> : null}
              <Fact label={t(TEXT.changed)}>{formatDate(a.changedOn, language)}</Fact>
              <Fact label={t(TEXT.next)}>{t(`portal.track.application.next.${a.status}`)}</Fact>
            </Card>
          ))}
        </Stack>
      )}
      {visa ? (
        <Stack as="ul" listStyleType="none" aria-label={t('portal.yourVisa')}>
          <Card title={t('portal.apps.visaTitle', { visa: t(TEXT.visa), type: visa.visaType })} subtitle={t('portal.malaysianImmigration')} status={t(`portal.track.visa.status.${visa.status}`)} palette={VISA_PALETTE[visa.status]}>
            {visa.appointmentOn ? <Fact label={t(TEXT.interview)}>{formatDate(visa.appointmentOn, language)}</Fact> : null}
            <Fact label={t(TEXT.changed)}>{formatDate(visa.changedOn, language)}</Fact>
            <Fact label={t(TEXT.next)}>{t(`portal.track.visa.next.${visa.status}`)}</Fact>
          </Card>
        </Stack>
      ) : (
        <Text color="fg.muted">{t(TEXT.noVisa)}</Text>
      )}
    </Stack>
  );
}
