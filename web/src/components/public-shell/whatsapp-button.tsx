import { chakra, Link } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { useSiteContact, whatsappHref } from '../../lib/site-contact';
import { Tooltip } from '../tooltip';
import { useT } from '../../i18n/i18n';

/** The floating chat button of every public page (docs/PRODUCT.md §2.1). */
export function WhatsAppButton() {
  const t = useT();
  const contact = useSiteContact();
  if (!contact) return null;
  return (
    // A landmark of its own, so that nothing on the page sits outside one.
    <chakra.aside aria-label={t('whatsapp.region')}>
      <Tooltip content={t('whatsapp.tooltip')} placement="left">
      <Link
        href={whatsappHref(contact.whatsappNumber, t('whatsapp.greeting'))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('whatsapp.label')}
        position="fixed"
        insetEnd={{ base: '4', md: '6' }}
        bottom={{ base: '4', md: '6' }}
        zIndex="banner"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="14"
        borderRadius="full"
        // WhatsApp's dark green: white on it passes 3:1 for the icon, the bright brand green does not.
        bg="#128c7e"
        color="white"
        boxShadow="lg"
        _hover={{ bg: '#0e6f64', textDecoration: 'none' }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <MessageCircle size={28} aria-hidden="true" />
      </Link>
      </Tooltip>
    </chakra.aside>
  );
}
