import { Button, chakra, Code, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import {
  fillNotification,
  LANGUAGES,
  NOTIFICATION_EVENT_NAMES,
  NOTIFICATION_EVENTS,
  notificationTemplateProblems,
  TEMPLATE_LANGUAGE_LABELS,
  textDirection,
  type Language,
  type NotificationEvent,
  type NotificationTemplate,
} from '@contract';
import { SelectField, TextareaField, TextField } from '../../components/admin/form-field';
import { SectionCard } from '../../components/admin/section-card';
import { serverMessage } from '../../lib/form-errors';
import { useNotificationTemplates, useSaveNotificationTemplate } from './api/notification-templates';

const EVENT_LABELS = Object.fromEntries(NOTIFICATION_EVENT_NAMES.map((e) => [e, NOTIFICATION_EVENTS[e].label])) as Record<NotificationEvent, string>;

function TemplateForm({ event, language, saved }: { event: NotificationEvent; language: Language; saved: NotificationTemplate | undefined }) {
  const english = NOTIFICATION_EVENTS[event];
  const [subject, setSubject] = useState(saved?.subject ?? (language === 'en' ? english.subject : ''));
  const [body, setBody] = useState(saved?.body ?? (language === 'en' ? english.body : ''));
  const save = useSaveNotificationTemplate();
  const problems = notificationTemplateProblems(event, { subject, body });
  const problemOf = (field: 'subject' | 'body') => problems.find((p) => p.field === field)?.message;
  const dir = textDirection(language);
  return (
    <Stack
      as="form"
      gap="3"
      aria-label="System notification text"
      onSubmit={(e) => {
        e.preventDefault();
        if (problems.length === 0) save.mutate({ event, language, subject, body, version: saved?.version ?? 0 });
      }}
    >
      {!saved && language !== 'en' && <Text color="fg.muted">Not written in {TEMPLATE_LANGUAGE_LABELS[language]} yet: students get the English text until it is.</Text>}
      <TextField name="subject" label="Subject (and the notice's title)" required value={subject} onChange={setSubject} error={problemOf('subject')} dir={dir} />
      <TextareaField name="body" label="Message" required rows={6} value={body} onChange={setBody} error={problemOf('body')} dir={dir} />
      <Wrap gap="2" aria-label="Variables">
        {Object.keys(english.variables).map((v) => (
          <Code key={v}>{`{{${v}}}`}</Code>
        ))}
      </Wrap>
      <chakra.section aria-label="Preview" borderWidth="1px" rounded="md" p="3">
        <Text fontSize="sm" color="fg.muted">
          Preview with sample values
        </Text>
        <Text fontWeight="semibold" lang={language} dir={dir}>
          {fillNotification(subject, english.variables)}
        </Text>
        <Text whiteSpace="pre-wrap" lang={language} dir={dir}>
          {fillNotification(body, english.variables)}
        </Text>
      </chakra.section>
      {save.isError && <Text role="alert">{serverMessage(save.error, 'Saving needs a connection to Mission Control.')}</Text>}
      <Text role="status" color="green.fg">
        {save.isSuccess ? 'Saved. The next notifications use this text.' : ''}
      </Text>
      <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={save.isPending} loadingText="Saving..." disabled={problems.length > 0}>
        Save text
      </Button>
    </Stack>
  );
}

/**
 * System notifications (issue 30 item 7, notifications:templates): the text of each event's notice and e-mail per
 * language, its variables checked as it is typed and again at save, with a preview.
 */
export function SystemNotificationsSection() {
  const templates = useNotificationTemplates();
  const [event, setEvent] = useState<NotificationEvent>(NOTIFICATION_EVENT_NAMES[0]!);
  const [language, setLanguage] = useState<Language>('en');
  // The saved text, or English's seed (version 0); another language not written yet has none.
  const saved = templates.data?.items.find((t) => t.event === event && t.language === language);
  return (
    <SectionCard title="System notifications">
      {templates.isPending ? (
        <Text color="fg.muted">Loading…</Text>
      ) : templates.isError ? (
        <Text role="alert">{serverMessage(templates.error, 'The texts can be edited when you are online.')}</Text>
      ) : (
        <Stack gap="3">
          <Text color="fg.muted">What Mission Control sends by itself when something happens: the in-app notice and the e-mail.</Text>
          <Wrap gap="3">
            <SelectField name="event" label="Event" value={event} options={NOTIFICATION_EVENT_NAMES} labels={EVENT_LABELS} onChange={(v) => v && setEvent(v)} />
            <SelectField name="language" label="Language" value={language} options={LANGUAGES} labels={TEMPLATE_LANGUAGE_LABELS} onChange={(v) => v && setLanguage(v)} />
          </Wrap>
          <TemplateForm key={`${event}:${language}:${saved?.version ?? 0}`} event={event} language={language} saved={saved} />
        </Stack>
      )}
    </SectionCard>
  );
}
