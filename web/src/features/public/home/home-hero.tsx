import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { VideoFacade } from './video-facade';
import { useT, type MessageId } from '../../../i18n/i18n';

const POINTS: MessageId[] = ['home.point1', 'home.point2', 'home.point3'];

export function HomeHero() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="home-title" bgGradient="to-br" gradientFrom="brand.subtle" gradientTo="bg" py={{ base: '10', md: '20' }}>
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '14' }} alignItems="center">
          <Stack gap="6">
            <Text color="brand.fg" fontWeight="semibold" fontSize="sm" textTransform="uppercase" letterSpacing="wider">
              {t('home.eyebrow')}
            </Text>
            <Heading as="h1" id="home-title" size={{ base: '4xl', md: '6xl' }} lineHeight="1.05">
              {t('home.title')}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              {t('home.lead')}
            </Text>
            <HStack as="ul" listStyle="none" gap={{ base: '2', md: '5' }} flexWrap="wrap" fontSize="sm">
              {POINTS.map((point) => (
                <HStack as="li" key={point} gap="1.5">
                  <Box color="brand.fg">
                    <CircleCheck size={18} aria-hidden="true" />
                  </Box>
                  {t(point)}
                </HStack>
              ))}
            </HStack>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button asChild colorPalette="brand" size="xl">
                <Link to="/student-portal">
                  {t('home.start')} <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild variant="outline" size="xl">
                <Link to="/universities">{t('home.explore')}</Link>
              </Button>
            </Stack>
          </Stack>
          <VideoFacade />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
