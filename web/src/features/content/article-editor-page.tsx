import { Box, Button, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ARTICLE_CATEGORIES, NEWS_CATEGORY_LABELS } from '@contract/enums';
import { ARTICLE_STATUSES, articleCreateSchema, type AdminArticle, type ArticleStatus } from '@contract/news-admin';
import { ARTICLE_IMAGE_SIZES, imageUrl } from '@contract/university-images';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@contract/languages';
import { FormErrorSummary, SelectField, TextareaField, TextField } from '../../components/admin/form-field';
import { ImageUpload } from '../../components/admin/image-upload';
import { StoredRecord } from '../../components/admin/stored-record';
import { PageHeader } from '../../components/admin/page-header';
import { FormFailure } from '../../components/form/form-parts';
import { useContractForm } from '../../components/form/use-contract-form';
import { serverMessage } from '../../lib/form-errors';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { ArticleBody } from '../../components/article-body';
import { NewsImage } from '../../components/news-image';
import { useAdminArticle, usePreview, useSaveArticle } from './api/articles';
import { fromLocalInput, STATUS_LABELS, toLocalInput } from './article-status';

type Values = {
  title: string;
  category: string;
  author: string;
  excerpt: string;
  content: string;
  tags: string;
  imageUrl: string;
  language: Language;
  status: ArticleStatus;
  publishAt: string;
};

const valuesOf = (article: AdminArticle): Values => ({
  title: article.title,
  category: article.category,
  author: article.author,
  excerpt: article.excerpt ?? '',
  content: article.content,
  tags: article.tags.join(', '),
  imageUrl: article.imageUrl,
  language: article.language,
  status: article.status,
  publishAt: toLocalInput(article.publishAt),
});

/** The value after it has stopped changing for `ms`: the preview asks the server once the writer pauses. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** What readers will see, at a phone's width (390 px): the server's rendering of the Markdown. */
function PhonePreview({ values }: { values: Values }) {
  const preview = usePreview(useSettled(values.content, 400));
  return (
    <Stack as="section" aria-label="Preview at phone width" gap="2" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
      <Text fontWeight="semibold">Preview at phone width</Text>
      <Box w="full" maxW="390px" borderWidth="1px" borderRadius="xl" p="4" bg="bg" maxH={{ lg: '75vh' }} overflowY="auto">
        <Heading as="p" size="xl" lineHeight="1.2">
          {values.title || 'Untitled'}
        </Heading>
        <Text mt="2" color="fg.muted" fontSize="sm">
          By {values.author || '…'}
        </Text>
        {values.imageUrl && (
          <Box mt="4" borderRadius="lg" overflow="hidden">
            <NewsImage key={values.imageUrl} src={values.imageUrl} sizes={ARTICLE_IMAGE_SIZES} eager />
          </Box>
        )}
        <Box mt="4" fontSize="md">
          {preview.isError ? (
            <Text role="alert">{serverMessage(preview.error, 'The preview needs a connection to Mission Control.')}</Text>
          ) : (
            <ArticleBody html={preview.data ?? ''} />
          )}
        </Box>
      </Box>
    </Stack>
  );
}

function ArticleForm({ article, save }: { article: AdminArticle | null; save: ReturnType<typeof useSaveArticle> }) {
  const admin = useSignedInAdmin();
  const navigate = useNavigate();
  const [id] = useState(() => crypto.randomUUID());
  const form = useContractForm(
    {
      schema: articleCreateSchema,
      initial: (): Values =>
        article ? valuesOf(article) : { title: '', category: '', author: admin.fullName, excerpt: '', content: '', tags: '', imageUrl: '', language: 'en', status: 'draft', publishAt: '' },
      toInput: (values: Values) => ({
        id,
        ...values,
        imageUrl: values.imageUrl || `/images/news/${values.category || 'general'}.svg`,
        tags: values.tags.split(',').map((t) => t.trim()).filter(Boolean),
        publishAt: values.status === 'scheduled' ? fromLocalInput(values.publishAt) : null,
      }),
      save,
    },
    (data, { serverFailed }) => {
      const { title, category, author, excerpt, content, tags, imageUrl, language, status, publishAt } = data;
      const fields = { title, category, author, excerpt, content, tags, imageUrl, language, status, publishAt };
      save.mutate(article ? { id: article.id, patch: { ...fields, version: article.version } } : { create: data }, {
        onSuccess: (saved) => {
          if (!article) void navigate({ to: '/admin/content/$id', params: { id: String(saved.id) }, replace: true });
        },
        onError: serverFailed,
      });
    },
  );
  const { values, errors } = form;
  const saved = save.isSuccess && save.data.version === article?.version ? `Saved: ${STATUS_LABELS[save.data.status]}.` : '';

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 400px' }} gap="6" alignItems="start">
      <chakra.form {...form.formProps} aria-label="Article">
        <Stack gap="4">
          <FormErrorSummary errors={errors} />
          <TextField label="Title" required maxLength={160} {...form.field('title')} />
          <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
            <SelectField name="category" label="Category" required empty="Choose a category" options={ARTICLE_CATEGORIES} labels={NEWS_CATEGORY_LABELS} value={values.category as never} error={errors.category} onChange={form.set('category')} />
            <TextField label="Author" required maxLength={120} {...form.field('author')} />
            <SelectField
              name="language"
              label="Written in"
              hint="Pages in this language list it first."
              options={LANGUAGES}
              labels={LANGUAGE_NAMES}
              value={values.language}
              error={errors.language}
              onChange={(language) => form.set('language')(language || 'en')}
            />
          </Flex>
          <TextareaField label="Summary" required hint="One or two sentences: shown on the news page and in link previews." rows={2} maxLength={300} {...form.field('excerpt')} />
          <TextareaField
            label="Body (Markdown)"
            required
            hint="**bold**, *italic*, ## heading, - list, [link](https://…). HTML is shown as text."
            rows={14}
            fontFamily="mono"
            {...form.field('content')}
          />
          <TextField label="Tags" hint="Separated by commas, e.g. Nairobi, fair." {...form.field('tags')} />
          <TextField label="Cover image" hint="A site path (/images/…) or an https:// address; empty: the category's illustration." {...form.field('imageUrl')} />
          <ImageUpload
            name="coverUpload"
            label="Upload a cover image"
            hint="A photo: JPEG, PNG or WebP, up to 5 MB. Readers get a WebP copy sized to their screen."
            uploaded="Cover uploaded: its address is in Cover image; save the article to show it."
            picture={null}
            onChange={(picture) => picture && form.set('imageUrl')(imageUrl(picture.key, picture.width))}
          />
          <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
            <SelectField name="status" label="Status" required options={ARTICLE_STATUSES} labels={STATUS_LABELS} value={values.status} error={errors.status} onChange={(status) => form.set('status')(status || 'draft')} />
            {values.status === 'scheduled' && (
              <TextField label="Publish at" required hint="Your device's time." type="datetime-local" {...form.field('publishAt')} />
            )}
          </Flex>
          <FormFailure message={form.failure} />
          <Text role="status">{saved}</Text>
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" size="lg" loading={save.isPending} loadingText="Saving...">
            {values.status === 'published' && article?.status !== 'published' ? 'Publish' : 'Save'}
          </Button>
        </Stack>
      </chakra.form>
      <PhonePreview values={values} />
    </Grid>
  );
}

/** /admin/content/new and /admin/content/$id: write, preview and publish an article (docs/PRODUCT.md §3.12). */
export function ArticleEditorPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const article = useAdminArticle(id);
  // Here, not in the form: the form starts anew from each saved version, and "Saved" is read from the save.
  const save = useSaveArticle();
  return (
    <>
      <PageHeader title={id ? 'Edit article' : 'New article'} description="Readers see it on the news page once it is published." />
      {id === undefined ? (
        <ArticleForm article={null} save={save} />
      ) : (
        <StoredRecord query={article} noun="article">
          {(a) => <ArticleForm key={a.version} article={a} save={save} />}
        </StoredRecord>
      )}
    </>
  );
}
