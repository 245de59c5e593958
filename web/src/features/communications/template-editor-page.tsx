import { Button, chakra, Flex, Grid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { TEMPLATE_BODY_MAX, templateCreateSchema, type MessageTemplate } from '@contract/message-templates';
import {
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_CHANNELS,
  TEMPLATE_LANGUAGE_LABELS,
  TEMPLATE_LANGUAGES,
  textDirection,
  type MessageChannel,
  type TemplateLanguage,
  type TemplateVariable,
} from '@contract/template-fill';
import { FormErrorSummary, SelectField, TextField } from '../../components/admin/form-field';
import { StoredRecord } from '../../components/admin/stored-record';
import { PageHeader } from '../../components/admin/page-header';
import { LabelledField } from '../../components/labelled-field';
import { FormFailure } from '../../components/form/form-parts';
import { useContractForm } from '../../components/form/use-contract-form';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { useAdminTemplate, useSaveTemplate } from './api/templates';
import { TemplatePreview, VARIABLE_HINTS } from './template-preview';

type Values = { name: string; channel: MessageChannel; language: TemplateLanguage; subject: string; body: string };

const EMPTY: Values = { name: '', channel: 'whatsapp', language: 'en', subject: '', body: '' };

const valuesOf = (t: MessageTemplate): Values => ({ name: t.name, channel: t.channel, language: t.language, subject: t.subject ?? '', body: t.body });

function TemplateForm({ template, save }: { template: MessageTemplate | null; save: ReturnType<typeof useSaveTemplate> }) {
  const navigate = useNavigate();
  const admin = useSignedInAdmin();
  const bodyField = useRef<HTMLTextAreaElement>(null);
  const [id] = useState(() => crypto.randomUUID());
  const form = useContractForm(
    {
      schema: templateCreateSchema,
      initial: () => (template ? valuesOf(template) : EMPTY),
      toInput: (values: Values) => ({ id, ...values, subject: values.channel === 'email' ? values.subject : null, archived: template?.archived ?? false }),
      save,
    },
    (data, { serverFailed }) => {
      const { name, channel, language, subject, body } = data;
      save.mutate(template ? { id: template.id, patch: { name, channel, language, subject, body, version: template.version } } : { create: data }, {
        onSuccess: (saved) => {
          if (!template) void navigate({ to: '/admin/communications/$id', params: { id: saved.id }, replace: true });
        },
        onError: serverFailed,
      });
    },
  );
  const { values, errors } = form;
  const email = values.channel === 'email';

  // Puts {{name}} where the cursor is in the message (or at its end), and the cursor after it.
  const insert = (variable: TemplateVariable) => {
    const field = bodyField.current;
    const token = `{{${variable}}}`;
    const at = field?.selectionStart ?? values.body.length;
    const end = field?.selectionEnd ?? at;
    form.set('body')(values.body.slice(0, at) + token + values.body.slice(end));
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(at + token.length, at + token.length);
    });
  };

  const archive = () => {
    if (!template) return;
    save.reset();
    save.mutate({ id: template.id, patch: { archived: !template.archived, version: template.version } });
  };

  const saved =
    save.isSuccess && save.data.version === template?.version
      ? save.data.archived
        ? 'Archived: counselors no longer see it on the student page.'
        : 'Saved: counselors can send it from a student’s page.'
      : '';

  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="5" alignItems="start">
      <chakra.form {...form.formProps} aria-label="Template">
        <Stack gap="4">
          <FormErrorSummary errors={errors} />
          {template?.archived && <Text>Archived: counselors do not see it. Restore it to offer it again.</Text>}
          <TextField label="Name" required maxLength={120} hint="What counselors pick it by, e.g. Deadline reminder" {...form.field('name')} />
          <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
            <SelectField name="channel" label="Channel" required options={MESSAGE_CHANNELS} labels={MESSAGE_CHANNEL_LABELS} value={values.channel} error={errors.channel} onChange={(c) => form.set('channel')(c || 'whatsapp')} />
            <SelectField name="language" label="Language" required options={TEMPLATE_LANGUAGES} labels={TEMPLATE_LANGUAGE_LABELS} value={values.language} error={errors.language} onChange={(l) => form.set('language')(l || 'en')} />
          </Flex>
          {email && (
            <TextField label="Subject" required maxLength={200} lang={values.language} dir={textDirection(values.language)} {...form.field('subject')} />
          )}
          <LabelledField label="Message" required error={errors.body} hint="Written as the student will read it. Variables are filled from the student, their latest application and you.">
            <Textarea
              ref={bodyField}
              name="body"
              rows={8}
              maxLength={TEMPLATE_BODY_MAX}
              lang={values.language}
              dir={textDirection(values.language)}
              value={values.body}
              onChange={(e) => form.set('body')(e.target.value)}
            />
          </LabelledField>
          <chakra.fieldset>
            <chakra.legend fontWeight="medium" mb="1">
              Insert a variable
            </chakra.legend>
            <Flex gap="2" wrap="wrap">
              {VARIABLE_HINTS.map(([variable, meaning]) => (
                <Button key={variable} type="button" size="sm" variant="outline" minH="10" onClick={() => insert(variable)} title={meaning} aria-label={`Insert {{${variable}}}: ${meaning}`}>
                  {`{{${variable}}}`}
                </Button>
              ))}
            </Flex>
          </chakra.fieldset>
          <FormFailure message={form.failure} />
          <Text role="status">{saved}</Text>
          <Flex gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" size="lg" loading={save.isPending} loadingText="Saving...">
              Save
            </Button>
            {template && (
              <Button type="button" variant="outline" size="lg" onClick={archive} disabled={save.isPending}>
                {template.archived ? 'Restore' : 'Archive'}
              </Button>
            )}
          </Flex>
        </Stack>
      </chakra.form>
      <TemplatePreview channel={values.channel} language={values.language} subject={values.subject} body={values.body} counselorName={admin.fullName} />
    </Grid>
  );
}

/** /admin/communications/new and /admin/communications/$id: write, archive or restore a template (docs/PRODUCT.md §3.19). */
export function TemplateEditorPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const template = useAdminTemplate(id);
  // Here, not in the form: the form starts anew from each saved version, and "Saved" is read from the save.
  const save = useSaveTemplate();
  return (
    <>
      <PageHeader title={id ? 'Edit template' : 'New template'} description="Counselors pick it on a student's page, check the filled text and send it from their own phone or mail app." />
      {id === undefined ? (
        <TemplateForm template={null} save={save} />
      ) : (
        <StoredRecord query={template} noun="template">
          {(t) => <TemplateForm key={t.version} template={t} save={save} />}
        </StoredRecord>
      )}
    </>
  );
}
