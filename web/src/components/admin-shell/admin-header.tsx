import { Box, Flex, HStack, IconButton, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ExternalLink, Menu } from 'lucide-react';
import { HeaderClock } from './header-clock';
import { OfflineStatus } from './offline-status';

/** The page label (default 'Mission Control'), 'View Public Site' and the clock; the drawer button on phones. */
export function AdminHeader({ label, onOpenNav }: { label: string; onOpenNav: () => void }) {
  return (
    <Flex
      as="header"
      align="center"
      gap="3"
      px={{ base: '3', md: '6' }}
      h="14"
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton aria-label="Open navigation" variant="ghost" size="sm" display={{ base: 'inline-flex', md: 'none' }} onClick={onOpenNav}>
        <Menu />
      </IconButton>
      <Text fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} truncate flex="1">
        {label}
      </Text>
      <HStack gap={{ base: '3', md: '5' }} flexShrink={0}>
        <ChakraLink asChild fontSize="sm" color="fg.muted" aria-label="View Public Site">
          <Link to="/">
            <ExternalLink size={16} aria-hidden />
            <Box as="span" display={{ base: 'none', sm: 'inline' }}>
              View Public Site
            </Box>
          </Link>
        </ChakraLink>
        <OfflineStatus />
        <HeaderClock />
      </HStack>
    </Flex>
  );
}
