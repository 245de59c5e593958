import { Button, Card, Flex, Link as ChakraLink, Skeleton, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { Palette } from '../../lib/crm-labels';

/** A list a figure counts (issue 32 item 3): its route, the filters, and the link's accessible name. */
export type FigureLink = { to: '/admin/students' | '/admin/applications' | '/admin/visa-cases' | '/admin/analytics'; search?: Record<string, string>; label: string };

/** A figure as a link to the list it counts; at least 24 × 24 px, a finger’s target even for one digit on a small line of text. */
export function FigureLinkText({ link, children }: { link: FigureLink; children: ReactNode }) {
  return (
    <ChakraLink asChild display="inline-flex" alignItems="center" justifyContent="center" minH="6" minW="6" color="inherit" textDecoration="underline" textDecorationColor="border" textUnderlineOffset="3px" _hover={{ textDecorationColor: 'currentColor' }}>
      <Link to={link.to} search={link.search as never} aria-label={link.label}>
        {children}
      </Link>
    </ChakraLink>
  );
}

/** One figure: its label, the value, and an optional line under it; each may link to the list it counts. */
export function StatTile({
  label,
  value,
  hint,
  icon: Icon,
  palette = 'blue',
  loading = false,
  onPress,
  pressed,
  link,
  hintLink,
  compact = false,
}: {
  label: string;
  value: string | number;
  hint?: string;
  icon?: LucideIcon;
  palette?: Palette;
  /** The figures are on their way: placeholders instead of zeros. */
  loading?: boolean;
  /** A tile that filters its list: a toggle button, pressed while its filter is on. */
  onPress?: () => void;
  pressed?: boolean;
  /** The list the value counts, and the one the line under it counts (the figure opens it, filtered). */
  link?: FigureLink;
  hintLink?: FigureLink;
  /** One line, "Submitted 21": above a desk's table, where the rows need the height (issue 32 item 1). */
  compact?: boolean;
}) {
  if (compact) {
    const text = (
      <>
        {label}
        <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums">
          {loading ? '…' : value}
        </Text>
      </>
    );
    return onPress ? (
      <Button size="2xs" px="2" variant={pressed ? 'solid' : 'outline'} colorPalette={pressed ? palette : 'gray'} aria-pressed={pressed ?? false} aria-label={label} onClick={onPress}>
        {text}
      </Button>
    ) : (
      <Flex role="group" aria-label={label} align="center" gap="2" fontSize="xs" px="2" minH="6" borderWidth="1px" borderRadius="md">
        {text}
      </Flex>
    );
  }
  const button = onPress
    ? ({
        as: 'button',
        type: 'button',
        onClick: onPress,
        'aria-pressed': pressed ?? false,
        textAlign: 'start',
        cursor: 'pointer',
        borderColor: pressed ? `${palette}.solid` : undefined,
        borderWidth: pressed ? '2px' : undefined,
        _hover: { bg: 'bg.muted' },
        _focusVisible: { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' },
      } as const)
    : ({ role: 'group' } as const);
  return (
    <Card.Root size="sm" variant="outline" {...button} aria-label={label} aria-busy={loading || undefined}>
      <Card.Body gap="1">
        <Flex justify="space-between" align="center" gap="2">
          <Text fontSize="sm" color="fg.muted" fontWeight="medium">
            {label}
          </Text>
          {Icon && (
            <Flex boxSize="8" rounded="md" align="center" justify="center" bg={`${palette}.subtle`} color={`${palette}.fg`}>
              <Icon size={16} aria-hidden />
            </Flex>
          )}
        </Flex>
        {loading ? (
          <Skeleton h="8" w="20" />
        ) : (
          <Text fontSize="2xl" fontWeight="bold" lineHeight="short" fontVariantNumeric="tabular-nums">
            {link ? <FigureLinkText link={link}>{value}</FigureLinkText> : value}
          </Text>
        )}
        {hint && !loading && (
          <Text fontSize="xs" color="fg.muted">
            {hintLink ? <FigureLinkText link={hintLink}>{hint}</FigureLinkText> : hint}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
