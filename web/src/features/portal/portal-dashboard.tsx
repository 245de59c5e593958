import { Box, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import type { PortalDashboard as Dashboard } from '@contract/portal';
import { useLogoutPortal } from './api/logout-portal';
import { ApplicationsSection } from './applications-section';
import { CounselorCard } from './counselor-card';
import { DocumentsSection } from './documents-section';
import { NotificationBell, PushOffer } from '../notifications';
import { HelpBlock } from './help-block';
import { MentorsSection } from './mentors-section';
import { usePortalNotificationText } from './notification-text';
import { NotificationSettingsSection } from './notification-settings-section';
import { QuickActions } from './quick-actions';
import { RecentActivities } from './recent-activities';
import { SummaryTiles } from './summary-tiles';
import { UpcomingTasks } from './upcoming-tasks';
import { useT } from '../../i18n/i18n';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="lg" mb={3}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

type PortalDashboardProps = { dashboard: Dashboard; focusHeading: boolean; onSignedOut: () => void };

/** The signed-in portal: the student's own summary, next steps and a way to get help. */
export function PortalDashboard({ dashboard, focusHeading, onSignedOut }: PortalDashboardProps) {
  const t = useT();
  const notificationText = usePortalNotificationText();
  const { student } = dashboard;
  const logout = useLogoutPortal();
  const heading = useRef<HTMLHeadingElement>(null);

  // After signing in the form is gone: move focus to the heading so a screen reader announces where the student is.
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  return (
    <Stack gap={8}>
      <Flex as="header" gap={3} align="start" justify="space-between">
        <Box minW="0">
          <Heading as="h1" ref={heading} tabIndex={-1} size={{ base: '2xl', md: '3xl' }} outline="none">
            {t('portal.welcomeBack', { name: student.name })}
          </Heading>
          <Text mt={1} color="fg.muted">
            {t('portal.signedInAs', { username: student.username })}
          </Text>
        </Box>
        <NotificationBell audience="portal" text={notificationText.bell} />
      </Flex>

      <PushOffer audience="portal" text={notificationText.pushOffer} />

      <SummaryTiles tiles={dashboard.tiles} />

      <CounselorCard counselor={dashboard.counselor} studentName={student.name} />

      <Section id="portal-applications" title={t('portal.yourApplications2')}>
        <ApplicationsSection applications={dashboard.applications} visa={dashboard.visa} />
      </Section>

      <Section id="portal-actions" title={t('portal.quickActions')}>
        <QuickActions studentName={student.name} counselor={dashboard.counselor} />
      </Section>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={8}>
        <Section id="portal-activities" title={t('portal.recentActivities')}>
          <RecentActivities activities={dashboard.activities} />
        </Section>
        <Section id="portal-tasks" title={t('portal.upcomingTasks')}>
          <UpcomingTasks tasks={dashboard.tasks} />
        </Section>
      </SimpleGrid>

      <Section id="portal-documents" title={t('portal.documents')}>
        <DocumentsSection stage={student.stage} />
      </Section>

      <Section id="portal-mentor" title={t('portal.yourMentor')}>
        <MentorsSection />
      </Section>

      <Section id="portal-privacy" title={t('portal.privacy.section')}>
        <Text>
          {t('portal.privacy.sectionIntro')}{' '}
          <Link asChild fontWeight="semibold">
            <RouterLink to="/student-portal/privacy">{t('portal.privacy.title')}</RouterLink>
          </Link>
        </Text>
      </Section>

      <Section id="portal-notifications" title={t('portal.notifications.heading')}>
        <NotificationSettingsSection />
      </Section>

      <HelpBlock
        studentName={student.name}
        signingOut={logout.isPending}
        signOutFailed={logout.isError}
        onSignOut={() => logout.mutate(undefined, { onSuccess: onSignedOut })}
      />
    </Stack>
  );
}
