import { Button, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Deferred } from '../../components/deferred';
import { usePageTitle } from '../../lib/use-page-title';
import { AboutStory, PoliciesSection, ServicesSection, TeamSection, TestimonialsSection } from './about/about-sections';
import { ContactCards } from './about/contact-cards';
import { PageHero } from './shared/page-hero';
import { useT } from '../../i18n/i18n';

export function AboutPage() {
  const t = useT();
  usePageTitle(t('about.pageTitle'));
  return (
    <>
      <PageHero
        eyebrow={t('about.eyebrow')}
        title={t('about.title')}
        intro={t('about.intro')}
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="8">
          <Button asChild colorPalette="brand" size="lg">
            <Link to="/student-portal">{t('about.apply')}</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/universities">{t('home.explore')}</Link>
          </Button>
        </Stack>
      </PageHero>
      {/* Below the fold on a phone: built after the hero has painted, one section per task. */}
      <Deferred placeholderHeight="100vh">
        <AboutStory />
      </Deferred>
      <Deferred>
        <ServicesSection />
      </Deferred>
      <Deferred>
        <TeamSection />
      </Deferred>
      <Deferred>
        <TestimonialsSection />
      </Deferred>
      <Deferred>
        <ContactCards />
      </Deferred>
      <Deferred>
        <PoliciesSection />
      </Deferred>
    </>
  );
}
