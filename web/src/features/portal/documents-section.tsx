import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CHECKLIST_STATUS_COLORS, DOCUMENT_CONTENT_TYPES, fixedDocumentType, type ChecklistItem } from '@contract/documents';
import type { StudentStage } from '@contract/enums';
import { checklistForStage } from '@contract/portal-journey';
import { inSentence } from '../../lib/format';
import { inPageLanguage, loadValidationMessages } from '../../lib/form/validation-language';
import { markUsefulMoment } from '../../lib/push-offer';
import { PORTAL_DOCUMENTS_KEY, usePortalDocuments } from './api/portal-documents';
import { uploadDocument } from './api/upload-document';
import { CONNECTION_MESSAGE } from './api/upload-message';
import { ProgressBar } from './progress-bar';
import { useT } from '../../i18n/i18n';

type Progress = { percent: number; retrying: boolean } | { error: string } | undefined;

/** One checklist item: its state, and for a missing or rejected one the file input (camera or file on a phone). */
function DocumentRow({ item }: { item: ChecklistItem & { why: string } }) {
  const t = useT();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [progress, setProgress] = useState<Progress>();
  const uploading = progress !== undefined && 'percent' in progress;
  const canUpload = item.status === 'missing' || item.status === 'rejected';
  // A fixed item's name and why it is needed come from the catalogues; an item an application added keeps its own name.
  const fixed = fixedDocumentType(item.type);
  const label = fixed ? t(`portal.docs.type.${fixed}`) : item.label;

  async function send(file: File) {
    setProgress({ percent: 0, retrying: false });
    try {
      await uploadDocument(file, item.type, {
        onProgress: (sent, total) => setProgress({ percent: total ? (sent / total) * 100 : 0, retrying: false }),
        onRetrying: () => setProgress((p) => (p && 'percent' in p ? { ...p, retrying: true } : p)),
      });
      setProgress(undefined);
      // A first useful moment: the offer to be told when it is checked may now appear (never on page load).
      markUsefulMoment('portal');
      await queryClient.invalidateQueries({ queryKey: PORTAL_DOCUMENTS_KEY });
    } catch (err) {
      // The connection's sentence is ours; a refusal (the contract's or the server's) in the page's language if it has one.
      const message = (err as Error).message;
      if (message !== CONNECTION_MESSAGE) await loadValidationMessages();
      setProgress({ error: message === CONNECTION_MESSAGE ? t('portal.docs.connectionLost') : inPageLanguage(message) });
    }
  }

  return (
    <Box as="li" borderWidth="1px" rounded="l2" p={3}>
      <Flex gap={2} align="center" justify="space-between" wrap="wrap">
        <Text fontWeight="medium">{label}</Text>
        <Badge colorPalette={CHECKLIST_STATUS_COLORS[item.status]} variant="subtle">
          {t(`portal.docs.status.${item.status}`)}
        </Badge>
      </Flex>
      {canUpload ? (
        <Text mt={1} fontSize="sm">
          {t(`portal.docs.why.${fixed ?? 'extra'}`)}
        </Text>
      ) : null}
      {item.document ? (
        <Text mt={1} fontSize="sm" color="fg.muted" wordBreak="break-word">
          {item.document.fileName}
        </Text>
      ) : null}
      {item.status === 'rejected' && item.document?.reason ? (
        <Text mt={1} fontSize="sm" color="red.fg">
          {t('portal.docs.reason', { reason: item.document.reason })}
        </Text>
      ) : null}
      {uploading ? (
        <Stack mt={2} gap={1}>
          <ProgressBar value={progress.percent} label={t('portal.docs.uploading', { document: inSentence(label) })} />
          <Text fontSize="sm" color="fg.muted" role="status">
            {progress.retrying ? t('portal.docs.retrying') : t('portal.docs.progress', { percent: Math.round(progress.percent) })}
          </Text>
        </Stack>
      ) : canUpload ? (
        <Box mt={2}>
          {/* No `capture`: a phone then offers the camera and its files both. */}
          <input
            id={inputId}
            type="file"
            accept={DOCUMENT_CONTENT_TYPES.join(',')}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void send(file);
            }}
          />
          <Box
            as="label"
            {...{ htmlFor: inputId }}
            display="inline-flex"
            alignItems="center"
            minH={10}
            px={4}
            py={2}
            rounded="l2"
            bg="colorPalette.solid"
            color="colorPalette.contrast"
            colorPalette="brand"
            fontWeight="medium"
            fontSize="sm"
            cursor="pointer"
            css={{ 'input:focus-visible + &': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' } }}
          >
            {item.status === 'rejected' ? t('portal.docs.uploadAgain', { document: inSentence(label) }) : t('portal.docs.upload', { document: inSentence(label) })}
          </Box>
          <Text mt={1} fontSize="xs" color="fg.muted">
            {t('portal.pdfJpegPngOr')}
          </Text>
        </Box>
      ) : null}
      {progress && 'error' in progress ? (
        <Text mt={2} fontSize="sm" color="red.fg" role="alert">
          {progress.error}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * The student's documents (docs/PRODUCT.md §2.7.2): what is missing, sent, verified or rejected, and uploads. Only
 * what the student's stage needs, and whatever was sent already; each missing item says why it is needed.
 */
export function DocumentsSection({ stage }: { stage: StudentStage }) {
  const t = useT();
  const documents = usePortalDocuments();
  if (documents.isPending) return <Text color="fg.muted">{t('portal.loadingYourDocuments')}</Text>;
  if (documents.isError || !documents.data) {
    return (
      <Text role="alert" color="red.fg">
        {t('portal.weCouldNotLoad')}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap={3} listStyleType="none">
      {checklistForStage(documents.data.items, stage).map((item) => (
        <DocumentRow key={item.type} item={item} />
      ))}
    </Stack>
  );
}
