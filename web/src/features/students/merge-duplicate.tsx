import { Button, Drawer, Flex, List, Portal, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Student } from '@contract/crm';
import type { DuplicateMatch } from '@contract/crm-writes';
import { toaster } from '../../components/toaster';
import { mergeStudent } from '../../lib/offline/crm-writes';
import { offlineDatabase } from '../../lib/offline/offline-db';
import { settled } from '../../lib/offline/outbox-worker';
import { useOutboxEntries } from '../../lib/offline/use-outbox';
import { studentDetailQueryOptions } from './api/student-detail';
import { studentName } from './student-card';
import { countOf } from '../../lib/format';

/** How many of the lead's records a role sees; null where it may not read them. */
export type LeadRecords = { applications: number | null; visaCases: number | null };

function recordsText({ applications, visaCases }: LeadRecords): string {
  if (applications === null || visaCases === null) return 'Its applications and visa cases';
  if (applications + visaCases === 0) return 'It has no applications or visa cases; anything added later';
  return `${countOf(applications, 'application')} and ${countOf(visaCases, 'visa case')}`;
}

/**
 * "Merge into <name>": a confirm sheet saying what happens, then the merge goes through the outbox like every
 * write. Online the person lands on the kept student; offline it waits, marked "Waiting to sync".
 */
export function MergeDuplicate({ lead, match, records, owner }: { lead: Student; match: DuplicateMatch; records: LeadRecords; owner: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const kept = useQuery({ ...studentDetailQueryOptions(match.id), enabled: open });
  const waiting = useOutboxEntries('students').find((e) => e.rowId === lead.id && e.op === 'merge');
  const name = studentName(lead);
  const keptStudent = kept.data?.student;

  // Once the merge reaches the server (at once, or when the network is back) the lead is gone: go to the kept student.
  const landed = useRef(false);
  const landOnKept = (into: string) => {
    if (landed.current) return;
    landed.current = true;
    toaster.show({ title: 'Merged', description: `${name} was merged into ${match.name}` });
    void navigate({ to: '/admin/students/$id', params: { id: into } });
  };
  const waitedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (waiting) {
      waitedFor.current = String(waiting.body.into);
      return;
    }
    const into = waitedFor.current;
    waitedFor.current = undefined;
    if (!into) return;
    void offlineDatabase()
      .students.get(lead.id)
      // A discarded merge leaves the lead in place, and the person on its page.
      .then((row) => row || landOnKept(into));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the waiting merge comes or goes
  }, [waiting, lead.id]);

  const confirm = async () => {
    if (!keptStudent) return;
    setBusy(true);
    await mergeStudent(owner, lead, keptStudent);
    setOpen(false);
    setBusy(false);
    if (await settled(owner, lead.id)) return landOnKept(keptStudent.id);
    // Refused (shown on this page with the reason) or waiting for the network.
    const entry = await offlineDatabase().outbox.where('rowId').equals(lead.id).last();
    if (entry?.state === 'pending') toaster.show({ title: 'Merge saved - waiting to sync', description: `${name} into ${match.name}` });
  };

  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="bottom" role="alertdialog" lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <Button size="sm" colorPalette="blue" disabled={waiting !== undefined}>
          {waiting ? `Merge into ${match.name}: waiting to sync` : `Merge into ${match.name}`}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="l3" maxW="2xl" mx="auto">
            <Drawer.Header>
              <Drawer.Title>
                Merge {name} into {match.name}?
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Drawer.Description asChild>
                <List.Root gap="2" ps="4">
                  <List.Item>
                    {recordsText(records)} move to {match.name}.
                  </List.Item>
                  <List.Item>
                    What {match.name}&apos;s profile is missing (field of study, city…) is filled in from this one; nothing it has is
                    overwritten, and the tags are combined. This profile&apos;s e-mail and phone are not copied: confirm them with the
                    student before adding them.
                  </List.Item>
                  <List.Item>This profile ({name}) is removed. The activity log keeps a record of the merge.</List.Item>
                </List.Root>
              </Drawer.Description>
              {kept.isError && (
                <Text role="alert" mt="3">
                  Could not load {match.name}: merging needs the server. Try again when online.
                </Text>
              )}
            </Drawer.Body>
            <Drawer.Footer>
              <Flex gap="2" justify="flex-end" w="full">
                <Drawer.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Drawer.ActionTrigger>
                <Button colorPalette="red" loading={busy || (open && kept.isPending)} disabled={!keptStudent} onClick={() => void confirm()}>
                  Merge
                </Button>
              </Flex>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
