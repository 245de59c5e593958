import { Deferred } from '../../components/deferred';
import { usePageTitle } from '../../lib/use-page-title';
import { FaqSection } from './home/faq-section';
import { HomeHero } from './home/home-hero';
import { JourneySection } from './home/journey-section';
import { StatsBand } from './home/stats-band';
import { SuccessStories } from './home/success-stories';
import { TrustSection } from './home/trust-section';

export function HomePage() {
  usePageTitle();
  return (
    <>
      <HomeHero />
      {/* Below the fold on a phone: built after the hero has painted, one section per task. */}
      <Deferred placeholderHeight="100vh">
        <StatsBand />
      </Deferred>
      <Deferred>
        <TrustSection />
      </Deferred>
      <Deferred>
        <JourneySection />
      </Deferred>
      <Deferred>
        <SuccessStories />
      </Deferred>
      <Deferred>
        <FaqSection />
      </Deferred>
    </>
  );
}
