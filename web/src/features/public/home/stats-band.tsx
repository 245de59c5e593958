import { Box, Container, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef } from 'react';
import { STATS } from '../content/home';
import { countUpValue, useCountUpStep } from './count-up';
import { useT } from '../../../i18n/i18n';

/** The animated figures: they count up once the band scrolls into view (at once with reduced motion). */
export function StatsBand() {
  const t = useT();
  const band = useRef<HTMLElement>(null);
  const step = useCountUpStep(band);
  return (
    <Box as="section" ref={band} aria-label={t('home.stats.label')} bg="brand.solid" color="brand.contrast" py={{ base: '10', md: '14' }}>
      <Container maxW="7xl">
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="8" textAlign="center">
          {STATS.map((stat) => (
            <Box key={stat.key} display="flex" flexDirection="column-reverse">
              <Text as="dt" fontSize={{ base: 'sm', md: 'md' }} opacity={0.95}>
                {t(stat.label)}
              </Text>
              <Text as="dd" fontSize={{ base: '4xl', md: '5xl' }} fontWeight="bold" lineHeight="1.1" data-stat={stat.key}>
                {/* Screen readers get the figure once, not sixty updates. */}
                <span aria-hidden="true">
                  {countUpValue(stat.target, step)}
                  {stat.suffix}
                </span>
                <VisuallyHidden>
                  {stat.target}
                  {stat.suffix}
                </VisuallyHidden>
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
