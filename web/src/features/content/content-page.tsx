import { Badge, Button, Flex, Input, Link, NativeSelect } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { ARTICLE_STATUSES, type ArticleStatus } from '@contract/news-admin';
import { PageHeader } from '../../components/admin/page-header';
import { RecordList } from '../../components/admin/record-list';
import { formatDate } from '../../lib/format';
import { useArticles } from './api/articles';
import { STATUS_LABELS, STATUS_PALETTES } from './article-status';

/** /admin/content: every article, drafts included, to write and publish (docs/PRODUCT.md §3.12). */
export function ContentPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ArticleStatus | ''>('');
  const articles = useArticles({ search: useDeferredValue(search), status });
  return (
    <>
      <PageHeader
        title="Content"
        description="News articles: write in Markdown, preview at phone width, publish now or at a set time."
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to="/admin/content/new">
              <Plus aria-hidden="true" /> New article
            </RouterLink>
          </Button>
        }
      />
      <Flex gap="3" mb="4" direction={{ base: 'column', md: 'row' }}>
        <Input type="search" aria-label="Search articles by title" placeholder="Search articles by title" value={search} onChange={(e) => setSearch(e.target.value)} size="lg" />
        <NativeSelect.Root size="lg" width={{ md: '60' }}>
          <NativeSelect.Field aria-label="Status" value={status} onChange={(e) => setStatus(e.target.value as ArticleStatus | '')}>
            <option value="">All statuses</option>
            {ARTICLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <RecordList
        noun="articles"
        query={articles}
        row={(article) => ({
          key: article.id,
          title: (
            <Link asChild fontWeight="medium" minH="6">
              <RouterLink to="/admin/content/$id" params={{ id: String(article.id) }}>
                {article.title}
              </RouterLink>
            </Link>
          ),
          detail: `${article.author} · ${article.publishAt ? `${article.status === 'scheduled' ? 'publishes' : 'published'} ${formatDate(article.publishAt)}` : `edited ${formatDate(article.updatedAt)}`}`,
          badges: <Badge colorPalette={STATUS_PALETTES[article.status]}>{STATUS_LABELS[article.status]}</Badge>,
        })}
      />
    </>
  );
}
