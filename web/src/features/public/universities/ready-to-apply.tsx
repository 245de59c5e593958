import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useT } from '../../../i18n/i18n';

export const STUDY_GUIDE_HREF = '/guides/study-in-malaysia-guide.pdf';

export function ReadyToApply() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="apply-title" py={{ base: '12', md: '16' }}>
      <Container maxW="5xl">
        <Stack align="center" textAlign="center" gap="4" p={{ base: '8', md: '12' }} borderRadius="2xl" bgGradient="to-br" gradientFrom="#0f766e" gradientTo="#1e3a8a" color="white">
          <Heading as="h2" id="apply-title" size={{ base: '2xl', md: '3xl' }}>
            {t('universities.readyToApply')}
          </Heading>
          <Text maxW="xl" opacity={0.95}>
            {t('universities.tellUsYourResults')}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="2">
            <Button asChild size="lg" bg="white" color="#0f766e" _hover={{ bg: 'whiteAlpha.900' }}>
              <Link to="/student-portal">{t('universities.startApplication')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              <a href={STUDY_GUIDE_HREF} download>
                <Download aria-hidden="true" /> {t('universities.downloadGuide')}
              </a>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
