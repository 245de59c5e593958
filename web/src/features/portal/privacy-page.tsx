import { Badge, Box, Button, Card, Container, Heading, Link, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { CONSENT_TEXTS, MY_DATA_PATH, OPTIONAL_CONSENTS, type Consent, type PortalErasureRequest } from '@contract/privacy';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { useLanguage, useT } from '../../i18n/i18n';
import { usePortalPrivacy, useRequestErasure, useWithdrawConsent } from './api/portal-privacy';

function ConsentRow({ consent }: { consent: Consent }) {
  const t = useT();
  const language = useLanguage();
  const withdraw = useWithdrawConsent();
  const optional = OPTIONAL_CONSENTS.includes(consent.purpose);
  const wording = (CONSENT_TEXTS as Record<string, string>)[consent.textVersion];
  return (
    <Box as="li" borderWidth="1px" rounded="l2" p={3}>
      <Text fontWeight="semibold">{t(`portal.privacy.purpose.${consent.purpose}`)}</Text>
      {wording && (
        <Text fontSize="sm" color="fg.muted">
          “{wording}”
        </Text>
      )}
      <Text fontSize="sm">{t('portal.privacy.given', { date: formatDate(consent.givenAt, language), source: t(`portal.privacy.source.${consent.source}`) })}</Text>
      {consent.withdrawnAt ? (
        <Badge mt={1}>{t('portal.privacy.withdrawnOn', { date: formatDate(consent.withdrawnAt, language) })}</Badge>
      ) : optional ? (
        <Button mt={2} size="sm" variant="outline" loading={withdraw.isPending} loadingText={t('portal.privacy.withdrawing')} onClick={() => withdraw.mutate(consent.id)}>
          {t('portal.privacy.withdraw')}
          <Text as="span" srOnly>
            {` ${t(`portal.privacy.purpose.${consent.purpose}`)}`}
          </Text>
        </Button>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('portal.privacy.enquiryNote')}
        </Text>
      )}
      {withdraw.isError && (
        <Text role="alert" color="red.fg" fontSize="sm">
          {t('portal.privacy.withdrawFailed')}
        </Text>
      )}
    </Box>
  );
}

function ErasureSection({ requests }: { requests: PortalErasureRequest[] }) {
  const t = useT();
  const language = useLanguage();
  const [reason, setReason] = useState('');
  const ask = useRequestErasure();
  const pending = requests.some((r) => r.status === 'pending');
  return (
    <Card.Root as="section" aria-labelledby="privacy-erasure">
      <Card.Body gap={3}>
        <Heading as="h2" id="privacy-erasure" size="lg">
          {t('portal.privacy.erasureHeading')}
        </Heading>
        <Text>{t('portal.privacy.erasureBody')}</Text>
        {requests.length > 0 && (
          <Stack as="ul" gap={2} listStyleType="none">
            {requests.map((r) => (
              <Box as="li" key={r.id} borderWidth="1px" rounded="l2" p={3}>
                <Badge colorPalette={r.status === 'refused' ? 'red' : r.status === 'approved' ? 'green' : 'orange'}>{t(`portal.privacy.status.${r.status}`)}</Badge>
                <Text fontSize="sm">{t('portal.privacy.requested', { date: formatDate(r.requestedAt, language) })}</Text>
                {r.refusalReason && <Text>{t('portal.privacy.refusedBecause', { reason: r.refusalReason })}</Text>}
              </Box>
            ))}
          </Stack>
        )}
        {pending ? (
          <Text role="status">{t('portal.privacy.pendingNote')}</Text>
        ) : (
          <Stack
            as="form"
            gap={2}
            onSubmit={(e) => {
              e.preventDefault();
              ask.mutate(reason.trim());
            }}
          >
            <label htmlFor="erasure-reason">
              <Text fontWeight="medium">{t('portal.privacy.reasonLabel')}</Text>
            </label>
            <Textarea id="erasure-reason" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} rows={3} />
            <Button type="submit" colorPalette="red" alignSelf="start" loading={ask.isPending} loadingText={t('portal.privacy.asking')}>
              {t('portal.privacy.ask')}
            </Button>
            {ask.isError && (
              <Text role="alert" color="red.fg">
                {t('portal.privacy.askFailed')}
              </Text>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** /student-portal/privacy: the student's consents, their data as a download, and erasure on request (docs/PRIVACY.md). */
export function PrivacyPage() {
  const t = useT();
  usePageTitle(t('portal.privacy.title'));
  const privacy = usePortalPrivacy();
  return (
    <Container maxW="3xl" py={{ base: 6, md: 12 }} px={{ base: 4, md: 8 }}>
      <Stack gap={6}>
        <Link asChild alignSelf="start">
          <RouterLink to="/student-portal">{t('portal.privacy.back')}</RouterLink>
        </Link>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('portal.privacy.title')}
        </Heading>
        {privacy.isPending ? (
          <Skeleton h={40} />
        ) : privacy.isError ? (
          <Stack role="alert" gap={3}>
            <Text>{t('portal.privacy.loadFailed')}</Text>
            <Button alignSelf="start" onClick={() => void privacy.refetch()}>
              {t('portal.privacy.tryAgain')}
            </Button>
          </Stack>
        ) : !privacy.data ? (
          <Stack gap={3}>
            <Text>{t('portal.privacy.signedOut')}</Text>
            <Button asChild colorPalette="brand" alignSelf="start">
              <RouterLink to="/student-portal">{t('portal.privacy.signIn')}</RouterLink>
            </Button>
          </Stack>
        ) : (
          <>
            <Box as="section" aria-labelledby="privacy-consents">
              <Heading as="h2" id="privacy-consents" size="lg" mb={3}>
                {t('portal.privacy.consentsHeading')}
              </Heading>
              {privacy.data.consents.length === 0 ? (
                <Text>{t('portal.privacy.consentsNone')}</Text>
              ) : (
                <Stack as="ul" gap={2} listStyleType="none">
                  {privacy.data.consents.map((c) => (
                    <ConsentRow key={c.id} consent={c} />
                  ))}
                </Stack>
              )}
            </Box>
            <Card.Root as="section" aria-labelledby="privacy-download">
              <Card.Body gap={3}>
                <Heading as="h2" id="privacy-download" size="lg">
                  {t('portal.privacy.download')}
                </Heading>
                <Text>{t('portal.privacy.dataBody')}</Text>
                <Button asChild colorPalette="brand" alignSelf="start">
                  <a href={MY_DATA_PATH} download>
                    <Download aria-hidden="true" />
                    {t('portal.privacy.download')}
                  </a>
                </Button>
              </Card.Body>
            </Card.Root>
            <ErasureSection requests={privacy.data.requests} />
          </>
        )}
      </Stack>
    </Container>
  );
}
