import { Link as ChakraLink, SimpleGrid } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Award, GraduationCap, Mail, Newspaper } from 'lucide-react';
import type { PortalCounselor } from '@contract/portal';
import { mailtoHref, useSiteContact } from '../../lib/site-contact';
import { counselorEmail } from './counselor-card';
import { useT } from '../../i18n/i18n';

const tileStyle = {
  display: 'flex',
  alignItems: 'center',
  // Tighter on a phone: 'Scholarships' in a half-width tile keeps a margin from its border.
  gap: { base: 2, md: 3 },
  p: { base: 3, md: 4 },
  minH: 14,
  w: 'full',
  rounded: 'l3',
  borderWidth: '1px',
  bg: 'bg.panel',
  color: 'fg',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
  '& svg': { flexShrink: 0 },
} as const;

const ICON = { 'aria-hidden': true, size: 22 } as const;

const PAGES = [
  { to: '/universities', label: 'portal.actions.label1', Icon: GraduationCap },
  { to: '/scholarships', label: 'portal.actions.label2', Icon: Award },
  { to: '/news', label: 'portal.actions.label3', Icon: Newspaper },
] as const;

/**
 * Four shortcuts to what a student does next: every one of them leads somewhere real. "Email Your Counselor" writes
 * to the counselor's own address, else (none assigned, or no work e-mail) to the general inbox.
 */
export function QuickActions({ studentName, counselor }: { studentName: string; counselor: PortalCounselor | null }) {
  const t = useT();
  const contact = useSiteContact();
  const email = counselorEmail(counselor, contact?.email);
  return (
    <SimpleGrid as="ul" columns={{ base: 2, lg: 4 }} gap={3} listStyleType="none">
      {PAGES.map(({ to, label, Icon }) => (
        <li key={to}>
          <ChakraLink asChild {...tileStyle}>
            <Link to={to}>
              <Icon {...ICON} />
              {t(label)}
            </Link>
          </ChakraLink>
        </li>
      ))}
      <li>
        <ChakraLink {...tileStyle} href={email ? mailtoHref(email, t('portal.counselor.subject', { student: studentName })) : undefined}>
          <Mail {...ICON} />
          {t('portal.emailYourCounselor')}
        </ChakraLink>
      </li>
    </SimpleGrid>
  );
}
