import { Box, Button, chakra, Flex, Input, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { globalSearchQueryOptions, type GlobalSearchAnswer } from './global-search-query';
import { APPLICATION_STATUS_LABELS, STAGE_LABELS, VISA_STATUS_LABELS } from '../../lib/crm-labels';
import { caseNumber } from '../../lib/format';
import { useSignedInAdmin } from '../../lib/signed-in-admin';

type Hit = { id: string; group: string; title: string; detail: string; to: '/admin/students/$id' | '/admin/applications/$id' | '/admin/visa-cases/$id' };

/** The answer as one list of options, grouped in this order. */
function hitsOf(answer: GlobalSearchAnswer | undefined): Hit[] {
  if (!answer) return [];
  return [
    ...answer.students.map((s) => ({
      id: s.id,
      group: 'Students',
      title: s.personalInfo.name || 'Unknown Student',
      detail: [STAGE_LABELS[s.stage], s.personalInfo.phone, s.personalInfo.email].filter(Boolean).join(' · '),
      to: '/admin/students/$id' as const,
    })),
    ...answer.applications.map((a) => ({
      id: a.id,
      group: 'Applications',
      title: a.studentName?.trim() || 'Unknown Student',
      detail: `${a.program} at ${a.universityName?.trim() || 'Unknown University'} · ${APPLICATION_STATUS_LABELS[a.status]}`,
      to: '/admin/applications/$id' as const,
    })),
    ...answer.visaCases.map((v) => ({
      id: v.id,
      group: 'Visa cases',
      title: v.studentName?.trim() || 'Unknown Student',
      detail: `${v.visaType} · ${caseNumber(v.id)} · ${VISA_STATUS_LABELS[v.status]}`,
      to: '/admin/visa-cases/$id' as const,
    })),
  ];
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Whether a key press is typing into a field (then '/' is a character, not a shortcut). */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * The global search (issue 32 item 2): the header's Search button, Ctrl+K or ⌘K open one search across students,
 * applications and visa cases; arrows move, Enter opens, Esc closes (a native modal dialog). The search box is a
 * combobox over a listbox of results. Also here: '/' focuses the current list's search box.
 */
export function GlobalSearch() {
  const admin = useSignedInAdmin();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const ids = useId();
  const listId = `${ids}-results`;

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 150);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useQuery(globalSearchQueryOptions(search, admin));
  const hits = useMemo(() => hitsOf(query.data), [query.data]);
  // A new answer may be shorter: the highlighted option stays within it (typing starts again from the first).
  const current = Math.max(0, Math.min(active, hits.length - 1));

  const open = () => {
    if (!dialog.current?.open) dialog.current?.showModal();
    input.current?.select();
  };
  const close = () => dialog.current?.close();

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        open();
      } else if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e.target) && !dialog.current?.open) {
        const box = document.querySelector<HTMLInputElement>('main [role="search"] input[type="search"], main input[type="search"]');
        if (box) {
          e.preventDefault();
          box.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const go = (hit: Hit | undefined) => {
    if (!hit) return;
    close();
    setText('');
    void navigate({ to: hit.to, params: { id: hit.id } });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive(Math.min(current + 1, hits.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive(Math.max(current - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(hits[current]);
    }
  };

  const optionId = (i: number) => `${ids}-option-${i}`;
  const groups = [...new Set(hits.map((h) => h.group))];
  const status = !search
    ? 'Type a name, phone number, e-mail, tag, programme or university.'
    : query.isFetching && !query.data
      ? 'Searching…'
      : hits.length === 0
        ? `Nothing found for "${search}".`
        : `${hits.length} found. Arrows move, Enter opens, Esc closes.`;

  return (
    <>
      <Button variant="outline" size="sm" onClick={open} aria-label="Search everything" aria-keyshortcuts={isMac() ? 'Meta+K' : 'Control+K'} minH={{ base: '11', md: '8' }}>
        <Search size={16} aria-hidden />
        <Box as="span" display={{ base: 'none', lg: 'inline' }}>
          Search
        </Box>
        <chakra.kbd display={{ base: 'none', lg: 'inline' }} fontSize="xs" color="fg.muted" fontFamily="inherit">
          {isMac() ? '⌘K' : 'Ctrl K'}
        </chakra.kbd>
      </Button>
      <chakra.dialog
        ref={dialog}
        aria-label="Search everything"
        onClose={() => setText('')}
        onClick={(e) => e.target === dialog.current && close()}
        p="0"
        m="auto"
        mt="15vh"
        w="min(40rem, calc(100vw - 2rem))"
        borderRadius="lg"
        borderWidth="1px"
        bg="bg"
        color="fg"
        boxShadow="lg"
        css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.5)' } }}
      >
        <Box p="3" borderBottomWidth="1px">
          <Flex align="center" gap="2">
            <Search size={18} aria-hidden />
            <Input
              ref={input}
              role="combobox"
              aria-label="Search students, applications and visa cases"
              aria-expanded={hits.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={hits.length > 0 ? optionId(current) : undefined}
              placeholder="Search students, applications and visa cases"
              variant="flushed"
              value={text}
              maxLength={100}
              onChange={(e) => {
                setText(e.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
            {query.isFetching && <Spinner size="xs" aria-hidden />}
          </Flex>
          <Text fontSize="xs" color="fg.muted" mt="2" role="status" aria-live="polite">
            {status}
          </Text>
        </Box>
        <Box id={listId} role="listbox" aria-label="Search results" maxH="60vh" overflowY="auto" p="1">
          {groups.map((group) => (
            <Box key={group} role="group" aria-label={group}>
              <Text px="3" pt="2" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" aria-hidden>
                {group}
              </Text>
              {hits.map((hit, i) =>
                hit.group !== group ? null : (
                  <Box
                    key={`${hit.group}-${hit.id}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === current}
                    px="3"
                    py="1.5"
                    borderRadius="md"
                    cursor="pointer"
                    bg={i === current ? 'blue.subtle' : undefined}
                    onMouseMove={() => setActive(i)}
                    onClick={() => go(hit)}
                  >
                    <Text fontWeight="medium" truncate>
                      {hit.title}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {hit.detail}
                    </Text>
                  </Box>
                ),
              )}
            </Box>
          ))}
        </Box>
      </chakra.dialog>
    </>
  );
}
