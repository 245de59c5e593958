import { Flex, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { serverMessage } from '../../lib/form-errors';

/** One record's row: its title (usually a link to its editor), a line of detail, and badges at its end. */
export type RecordRow = { key: string | number; title: ReactNode; detail: ReactNode; badges?: ReactNode };

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A list of the public site's records as Mission Control edits them (articles, scholarships, universities,
 * programmes): 'Loading {noun}…', the server's refusal or that it needs a connection (these lists are online only),
 * 'No {noun} match.', or one row per record. `noun` is the plural, lower case: 'articles'.
 */
export function RecordList<T>({ noun, query, row }: { noun: string; query: UseQueryResult<{ items: T[] }, Error>; row: (item: T) => RecordRow }) {
  if (query.isPending) return <Text color="fg.muted">Loading {noun}…</Text>;
  if (query.isError) return <Text role="alert">{serverMessage(query.error, `${upperFirst(noun)} can be listed when you are online.`)}</Text>;
  if (query.data.items.length === 0) return <Text>No {noun} match.</Text>;
  return (
    <Stack as="ul" listStyle="none" gap="2" aria-label={upperFirst(noun)}>
      {query.data.items.map((item) => {
        const { key, title, detail, badges } = row(item);
        return (
          <Flex as="li" key={key} gap="3" justify="space-between" align="center" wrap="wrap" borderWidth="1px" borderRadius="md" p="3">
            <Stack gap="0.5">
              {title}
              <Text fontSize="sm" color="fg.muted">
                {detail}
              </Text>
            </Stack>
            {badges}
          </Flex>
        );
      })}
    </Stack>
  );
}
