import { Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { serverMessage } from '../../lib/form-errors';

/**
 * An editor page's stored record (an article, a scholarship, a university, a mentor, a template): "Loading the …"
 * while it comes, the server's message (or that it opens online) when it cannot, else the editor itself. The editor
 * is keyed by the record's version by its caller, so a save starts the form from what is stored.
 */
export function StoredRecord<T>({ query, noun, children }: { query: UseQueryResult<T>; noun: string; children: (record: T) => ReactNode }) {
  if (query.isPending) return <Text color="fg.muted">Loading the {noun}…</Text>;
  if (query.isError) return <Text role="alert">{serverMessage(query.error, `The ${noun} can be opened when you are online.`)}</Text>;
  return children(query.data);
}
