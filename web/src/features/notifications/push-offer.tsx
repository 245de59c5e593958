import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import type { NotificationAudience } from '@contract/notification-centre';
import { dismissPushOffer, turnOnPush, usePushOfferShown } from '../../lib/push-offer';

export type PushOfferText = { title: string; body: string; accept: string; dismiss: string; failed: string };

/**
 * The offer to turn on notifications on this device: shown only after a first useful moment (lib/push-offer.ts),
 * never on page load; "Not now" closes it for good here.
 */
export function PushOffer({ audience, text }: { audience: NotificationAudience; text: PushOfferText }) {
  const shown = usePushOfferShown(audience);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!shown) return null;

  const accept = () => {
    setBusy(true);
    setFailed(false);
    turnOnPush(audience)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };

  return (
    <Box as="section" aria-label={text.title} borderWidth="1px" borderColor="brand.muted" bg="brand.subtle" rounded="l2" px="4" py="3">
      <HStack align="start" gap="3">
        <Box aria-hidden color="brand.fg" mt="0.5">
          <BellRing size={20} />
        </Box>
        <Stack gap="2" flex="1" minW="0">
          <Text fontWeight="semibold">{text.title}</Text>
          <Text fontSize="sm">{text.body}</Text>
          {failed ? (
            <Text fontSize="sm" role="alert">
              {text.failed}
            </Text>
          ) : null}
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" colorPalette="brand" onClick={accept} loading={busy}>
              {text.accept}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => dismissPushOffer(audience)} disabled={busy}>
              {text.dismiss}
            </Button>
          </HStack>
        </Stack>
      </HStack>
    </Box>
  );
}
