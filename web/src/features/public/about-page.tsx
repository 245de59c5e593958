import { Button, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Deferred } from '../../components/deferred';
import { usePageTitle } from '../../lib/use-page-title';
import { AboutStory, PoliciesSection, ServicesSection, TeamSection, TestimonialsSection } from './about/about-sections';
import { ContactCards } from './about/contact-cards';
import { PageHero } from './shared/page-hero';

export function AboutPage() {
  usePageTitle('About Us');
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="Ten years of bringing African students to Malaysia"
        intro="Founded in 2014 in Kuala Lumpur, we have guided 500+ students from 15+ African countries to the right university, the right scholarship and a safe arrival."
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="8">
          <Button asChild colorPalette="brand" size="lg">
            <Link to="/student-portal">Apply Now</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/universities">Explore Universities</Link>
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
