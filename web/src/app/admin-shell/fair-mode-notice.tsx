import { Button, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useFairMode } from '../../lib/fair-mode';

/**
 * On every page but the lead form (which shows its own band): fair mode is on on this device, for which fair, and
 * the ways on (the lead form) and out (docs/PRODUCT.md §3.18).
 */
export function FairModeNotice({ adminId, pathname }: { adminId: string; pathname: string }) {
  const [fair, setFair] = useFairMode(adminId);
  if (!fair || pathname === '/admin/students/new') return null;
  return (
    <Flex role="status" gap="3" align="center" wrap="wrap" mb="4" px="3" py="2" borderWidth="1px" borderColor="green.solid" borderRadius="md" bg="green.subtle">
      <Text fontWeight="semibold">Fair mode on: {fair.name}</Text>
      <ChakraLink asChild minH="6">
        <Link to="/admin/students/new">Capture a lead</Link>
      </ChakraLink>
      <Button size="xs" minH="6" variant="outline" onClick={() => setFair(null)}>
        Switch off
      </Button>
    </Flex>
  );
}
