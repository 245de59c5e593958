import { Alert, Button, chakra, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { MessageSquare } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Application, Student } from '@contract/crm';
import { createStudentMessageSchema, TEMPLATE_BODY_MAX, type MessageTemplate } from '@contract/message-templates';
import {
  fillTemplate,
  MESSAGE_CHANNEL_LABELS,
  TEMPLATE_LANGUAGE_LABELS,
  TEMPLATE_VARIABLE_LABELS,
  templatesForLanguage,
  textDirection,
  usedVariables,
} from '@contract/template-fill';
import { SelectField, TextField } from '../../components/admin/form-field';
import { SectionCard } from '../../components/admin/section-card';
import { LabelledField } from '../../components/labelled-field';
import { toaster } from '../../components/toaster';
import { messageLink } from '../../lib/message-links';
import { useMessageTemplates } from '../communications';
import { logStudentMessage } from '../../lib/offline/crm-writes';
import { newId } from '../../lib/offline/outbox-store';
import { settled } from '../../lib/offline/outbox-worker';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { templateValuesFor } from './message-values';

/** The header's "Message" action: opens the panel below it. */
export function MessageButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline" onClick={onClick}>
      <MessageSquare aria-hidden /> Message
    </Button>
  );
}

const OPEN_IN = { whatsapp: 'Open WhatsApp', sms: 'Open SMS app', email: 'Open mail app' } as const;

/** The filled template, editable: text and subject start filled and the person may change them before sending. */
function Composer({ template, student, applications, onDone }: { template: MessageTemplate; student: Student; applications: readonly Application[]; onDone: () => void }) {
  const admin = useSignedInAdmin();
  const values = useMemo(() => templateValuesFor(student, applications, admin.fullName), [student, applications, admin.fullName]);
  const filledSubject = fillTemplate(template.subject ?? '', values);
  const filledBody = fillTemplate(template.body, values);
  const [subject, setSubject] = useState(filledSubject.text);
  const [body, setBody] = useState(filledBody.text);
  // One id per message being written: a double tap logs it once.
  const [id] = useState(newId);
  const missing = [...new Set([...filledSubject.missing, ...filledBody.missing])];
  // Placeholders still in the text: the person has to replace them before it goes to a student.
  const unfilled = [...new Set([...usedVariables(subject), ...usedVariables(body)])];
  const dir = textDirection(template.language);
  const email = template.channel === 'email';
  const link = messageLink(template.channel, student.personalInfo, { subject: email ? subject : null, body });
  // The log as the server will check it: a link is offered only for a message it will take.
  const checked = link.href === null ? null : createStudentMessageSchema.safeParse({ id, channel: template.channel, templateId: template.id, subject: email ? subject : null, body, recipient: link.recipient });
  const problem = link.href === null ? link.problem : checked && !checked.success ? (checked.error.issues[0]?.message ?? 'This message cannot be sent.') : null;
  const ready = checked?.success === true && unfilled.length === 0;

  const log = async () => {
    if (!checked?.success) return;
    await logStudentMessage(admin, student.id, checked.data, template);
    onDone();
    const label = MESSAGE_CHANNEL_LABELS[template.channel];
    void settled(admin.id, id).then((synced) =>
      toaster.show({ title: synced ? `${label} logged on the timeline` : `${label} logged - waiting to sync`, description: template.name }),
    );
  };

  return (
    <Stack gap="3">
      {missing.length > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Not on this student's record: {missing.map((v) => `{{${v}}}`).join(', ')}</Alert.Title>
            <Alert.Description>
              Write {missing.map((v) => TEMPLATE_VARIABLE_LABELS[v]).join(', ')} in the message in place of the braces.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {email && <TextField name="subject" label="Subject" value={subject} onChange={setSubject} lang={template.language} dir={dir} />}
      <LabelledField label="Message" hint={`${TEMPLATE_LANGUAGE_LABELS[template.language]}. Change anything before sending.`}>
        <Textarea name="body" rows={7} maxLength={TEMPLATE_BODY_MAX} lang={template.language} dir={dir} value={body} onChange={(e) => setBody(e.target.value)} />
      </LabelledField>
      {problem ? (
        <Text role="alert" color="red.fg">
          {problem}
        </Text>
      ) : unfilled.length > 0 ? (
        <Text role="status">Replace {unfilled.map((v) => `{{${v}}}`).join(', ')} in the message to send it.</Text>
      ) : null}
      <Flex gap="2" wrap="wrap">
        {ready && link.href !== null ? (
          <Button asChild colorPalette="brand" minH="11">
            <a href={link.href} target={template.channel === 'whatsapp' ? '_blank' : undefined} rel="noopener noreferrer" onClick={() => void log()}>
              {OPEN_IN[template.channel]}
            </a>
          </Button>
        ) : (
          <Button colorPalette="brand" minH="11" disabled>
            {OPEN_IN[template.channel]}
          </Button>
        )}
        <Button variant="outline" minH="11" onClick={onDone}>
          Cancel
        </Button>
      </Flex>
    </Stack>
  );
}

const optionLabel = (t: MessageTemplate) => `${t.name} · ${MESSAGE_CHANNEL_LABELS[t.channel]} · ${TEMPLATE_LANGUAGE_LABELS[t.language]}`;

/**
 * "Message" on a student's page (docs/PRODUCT.md §3.19): pick a template, check the filled text, and open WhatsApp,
 * the SMS app or the mail app with it; the send is logged on the timeline through the outbox (offline too). The
 * templates are kept on the device, so it works at a fair with no network.
 */
export function MessagePanel({ student, applications, onDone }: { student: Student; applications: readonly Application[]; onDone: () => void }) {
  const templates = useMessageTemplates();
  const [templateId, setTemplateId] = useState('');
  // The student's language first (their preferredLanguage), then English: the first one offered is the one to pick.
  const list = templatesForLanguage(templates.data ?? [], student.preferredLanguage);
  const template = list.find((t) => t.id === templateId);
  const name = student.personalInfo.name || 'this student';
  return (
    <chakra.div mb="4">
      <SectionCard title={`Message ${name}`}>
        <Stack gap="3">
          {templates.isPending ? (
            <Text color="fg.muted">Loading the templates…</Text>
          ) : list.length === 0 ? (
            <Text>{templates.isError ? 'The templates are not on this device yet: open this page online once.' : 'No templates yet: Communications is where they are written.'}</Text>
          ) : (
            <SelectField
              name="template"
              label="Template"
              hint={`${name} reads ${TEMPLATE_LANGUAGE_LABELS[student.preferredLanguage]}: templates in it come first.`}
              options={list.map((t) => t.id)}
              labels={Object.fromEntries(list.map((t) => [t.id, optionLabel(t)]))}
              empty="Choose a template"
              value={templateId}
              onChange={setTemplateId}
            />
          )}
          {template ? (
            <Composer key={template.id} template={template} student={student} applications={applications} onDone={onDone} />
          ) : (
            <Flex>
              <Button variant="outline" minH="11" onClick={onDone}>
                Cancel
              </Button>
            </Flex>
          )}
        </Stack>
      </SectionCard>
    </chakra.div>
  );
}
