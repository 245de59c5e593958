import { Button, Flex, Text } from '@chakra-ui/react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

type InfiniteList = Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;

/**
 * The end of an infinite list: loads the next page when it scrolls into view (600 px early), with a
 * visible "Load more" button for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMore({ query, shown, noun }: { query: InfiniteList; shown: number; noun: string }) {
  const { hasNextPage: hasMore, isFetchingNextPage: loading } = query;
  const onLoadMore = () => void query.fetchNextPage();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load.current(), {
      rootMargin: '600px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  return (
    <Flex ref={sentinel} direction="column" align="center" gap="2" py="6">
      {hasMore ? (
        <Button variant="outline" size="sm" onClick={onLoadMore} loading={loading} loadingText="Loading more...">
          Load more
        </Button>
      ) : (
        shown > 1 && (
          <Text fontSize="sm" color="fg.muted">
            All {shown} {noun} shown
          </Text>
        )
      )}
    </Flex>
  );
}
