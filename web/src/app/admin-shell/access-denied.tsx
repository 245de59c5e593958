import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ShieldOff } from 'lucide-react';
import type { AdminRole } from '@contract/enums';
import { roleLabel } from '@contract/permissions';

/** A page the role may not use, reached by a typed or shared link (the sidebar hides it). */
export function AccessDenied({ page, role }: { page: string; role: AdminRole }) {
  return (
    <Stack align="center" textAlign="center" gap="3" py="16" px="4">
      <ShieldOff size={40} aria-hidden />
      <Heading as="h1" size="lg">
        No access to {page}
      </Heading>
      <Text color="fg.muted" maxW="md">
        Your role ({roleLabel(role)}) cannot open this page. Ask a super admin if you need it.
      </Text>
      <Button asChild variant="outline" size="sm">
        <Link to="/admin/dashboard">Back to Dashboard</Link>
      </Button>
    </Stack>
  );
}
