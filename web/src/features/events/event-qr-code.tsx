import { Box, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { eventEnquiryUrl } from '@contract/events';

/**
 * The fair's QR code to /enquire?event=<id> on this site, drawn in the browser by `qrcode` (loaded only here) with
 * no service outside: a visitor scans it at the stand and enquires from their own phone, credited to the fair.
 */
export function EventQrCode({ eventId, name }: { eventId: string; name: string }) {
  const url = eventEnquiryUrl(window.location.origin, eventId);
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 2, width: 240, errorCorrectionLevel: 'M' }))
      .then((data) => live && setImage(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Stack as="section" aria-labelledby="event-qr-title" gap="2" align="flex-start" maxW={{ lg: '18rem' }} flexShrink={0}>
      <Text as="h2" id="event-qr-title" fontWeight="semibold" fontSize="lg">
        QR code for visitors
      </Text>
      <Text fontSize="sm">Visitors scan it at the stand to send an enquiry from their own phone; it is credited to this fair.</Text>
      <Box bg="white" p="2" borderRadius="md" borderWidth="1px" width="256px" height="256px" display="flex" alignItems="center" justifyContent="center">
        {image ? (
          <Image src={image} alt={`QR code to the enquiry form for ${name}: ${url}`} width="240px" height="240px" />
        ) : (
          <Text color="gray.700" fontSize="sm" role={failed ? 'alert' : undefined}>
            {failed ? 'The QR code could not be drawn. Share the address below instead.' : 'Drawing the QR code…'}
          </Text>
        )}
      </Box>
      <Link href={url} fontSize="sm" wordBreak="break-all" minH="6">
        {url}
      </Link>
    </Stack>
  );
}
