import { Button, chakra, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ADMIN_ROLES, type AdminRole, type StaffAccount } from '@contract';
import { useUpdateStaff } from './api/settings';
import { ROLE_NAMES } from './role-names';

/** How long "Undo" is offered after a role change. */
export const ROLE_UNDO_MS = 8000;

/** "a Finance user", "an Admissions lead user". */
const article = (word: string) => (/^[AEIOU]/i.test(word) ? 'an' : 'a');

type Done = { kind: 'changed'; from: AdminRole; to: AdminRole; version: number } | { kind: 'restored'; role: AdminRole };

/**
 * A staff member's role (issue 32 item 5): a new role signs them out on every device, so choosing one asks first,
 * naming the person and what they will see; once saved, "Undo" puts the previous role back for a few seconds (a
 * second versioned write; it cannot undo the sign-out).
 */
export function useRoleChange(account: StaffAccount) {
  const update = useUpdateStaff();
  const [pending, setPending] = useState<AdminRole | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(null), ROLE_UNDO_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const choose = (role: AdminRole) => {
    update.reset();
    setDone(null);
    setPending(role === account.role ? null : role);
  };
  const confirm = () => {
    if (!pending) return;
    const from = account.role;
    update.mutate(
      { id: account.id, version: account.version, role: pending },
      {
        onSuccess: (saved) => setDone({ kind: 'changed', from, to: saved.role, version: saved.version }),
        onSettled: () => setPending(null),
      },
    );
  };
  const undo = () => {
    if (done?.kind !== 'changed') return;
    const { from, version } = done;
    update.mutate({ id: account.id, version, role: from }, { onSuccess: (saved) => setDone({ kind: 'restored', role: saved.role }), onError: () => setDone(null) });
  };
  return { update, pending, done, choose, confirm, cancel: () => setPending(null), undo };
}

type RoleChange = ReturnType<typeof useRoleChange>;

export function RoleSelect({ account, change, disabled }: { account: StaffAccount; change: RoleChange; disabled: boolean }) {
  return (
    <NativeSelect.Root size="sm" width="auto" disabled={disabled || change.update.isPending}>
      <NativeSelect.Field
        aria-label={`Role of ${account.fullName}`}
        value={change.pending ?? account.role}
        minH="10"
        onChange={(e) => change.choose(e.target.value as AdminRole)}
      >
        {ADMIN_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_NAMES[role]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The question before the change, and the note with "Undo" after it. */
export function RoleChangePanel({ account, change }: { account: StaffAccount; change: RoleChange }) {
  const { pending, done, update } = change;
  const name = account.fullName;
  if (pending) {
    return (
      <Flex gap="2" align="center" wrap="wrap" role="group" aria-label={`Change the role of ${name}?`}>
        <Text fontSize="sm">
          Change {name} from {ROLE_NAMES[account.role]} to {ROLE_NAMES[pending]}? {name} will be signed out on every device and will see what {article(ROLE_NAMES[pending])} {ROLE_NAMES[pending]} user sees.
        </Text>
        <Button size="sm" minH="10" colorPalette="brand" loading={update.isPending} onClick={change.confirm}>
          Yes, make {name} {ROLE_NAMES[pending]}
        </Button>
        <Button size="sm" minH="10" variant="ghost" onClick={change.cancel}>
          Cancel
        </Button>
      </Flex>
    );
  }
  if (!done) return null;
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Text fontSize="sm" role="status">
        {done.kind === 'changed'
          ? `${name} is now ${ROLE_NAMES[done.to]} and was signed out on every device.`
          : `${name} is ${ROLE_NAMES[done.role]} again. They were signed out by the change; they sign in again to carry on.`}
      </Text>
      {done.kind === 'changed' && (
        <Button size="sm" minH="10" variant="outline" loading={update.isPending} onClick={change.undo}>
          Undo<chakra.span srOnly> the role change of {name}</chakra.span>
        </Button>
      )}
    </Flex>
  );
}
