import { Button, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../../i18n/i18n';

/** A failed load, said plainly, with a retry (slow mobile networks drop requests). */
export function LoadError({ what, onRetry }: { what: 'universities' | 'university' | 'scholarships'; onRetry: () => void }) {
  const t = useT();
  return (
    <Stack role="alert" align="center" textAlign="center" gap="3" py="12" px="6" borderRadius="xl" borderWidth="1px" bg="bg.error">
      <Text fontWeight="semibold">{t(`shared.loadError.${what}`)}</Text>
      <Text color="fg.muted">{t('shared.checkYourConnectionAnd')}</Text>
      <Button variant="outline" onClick={onRetry}>
        {t('shared.tryAgain')}
      </Button>
    </Stack>
  );
}
