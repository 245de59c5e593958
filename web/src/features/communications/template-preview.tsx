import { Stack, Text } from '@chakra-ui/react';
import {
  fillTemplate,
  TEMPLATE_VARIABLE_LABELS,
  TEMPLATE_VARIABLES,
  textDirection,
  unknownPlaceholders,
  type MessageChannel,
  type TemplateLanguage,
  type TemplateValues,
} from '@contract/template-fill';
import { SectionCard } from '../../components/admin/section-card';

/** A made-up student, so the preview reads like a real message. */
const SAMPLE: TemplateValues = {
  firstName: 'Amina',
  fullName: 'Amina Hassan',
  country: 'Somalia',
  university: "Taylor's University",
  program: 'BSc (Hons) Computer Science',
  deadline: '15 Jan 2027',
};

/**
 * The template filled for a sample student, in the template's language and direction (Arabic right to left). What
 * is not a variable is named here as it is typed; saving refuses it too.
 */
export function TemplatePreview({ channel, language, subject, body, counselorName }: { channel: MessageChannel; language: TemplateLanguage; subject: string; body: string; counselorName: string }) {
  const values = { ...SAMPLE, counselorName };
  const unknown = [...new Set([...unknownPlaceholders(subject), ...unknownPlaceholders(body)])];
  const dir = textDirection(language);
  return (
    <SectionCard title="Preview">
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          Filled for a sample student, Amina Hassan, sent by you.
        </Text>
        {unknown.length > 0 && (
          <Text role="alert" color="red.fg" fontSize="sm">
            Not a variable: {unknown.join(', ')}. Use one of the variables listed under the message.
          </Text>
        )}
        {channel === 'email' && (
          <Text fontWeight="semibold" lang={language} dir={dir} data-testid="preview-subject">
            {fillTemplate(subject, values).text || 'No subject yet'}
          </Text>
        )}
        <Text whiteSpace="pre-wrap" lang={language} dir={dir} data-testid="preview-body" borderWidth="1px" rounded="md" p="3">
          {fillTemplate(body, values).text || 'The message appears here as you write it.'}
        </Text>
      </Stack>
    </SectionCard>
  );
}

/** Each variable with what it is filled with, for the editor's "Insert a variable" buttons. */
export const VARIABLE_HINTS = TEMPLATE_VARIABLES.map((v) => [v, TEMPLATE_VARIABLE_LABELS[v]] as const);
