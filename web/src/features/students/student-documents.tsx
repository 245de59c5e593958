import { Badge, Box, Button, Field, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CHECKLIST_STATUS_COLORS, CHECKLIST_STATUS_LABELS, type ChecklistItem } from '@contract/documents';
import { SectionCard } from '../../components/admin/section-card';
import { serverMessage } from '../../lib/form-errors';
import { useReviewDocument, useStudentDocuments } from './api/student-documents';

type Review = ReturnType<typeof useReviewDocument>;

const failureText = (error: Error) =>
  serverMessage(error, 'Could not save: this needs a connection to Mission Control. Try again when online.');

/** One item: its state, the file to open, and Verify / Reject (with a reason) for roles that may write students. */
function DocumentItem({ item, canWrite, review }: { item: ChecklistItem; canWrite: boolean; review: Review }) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const doc = item.document;
  const label = item.label.toLowerCase();
  const mine = review.variables?.id === doc?.id;
  return (
    <Box as="li" borderWidth="1px" rounded="l2" p="3">
      <Flex gap="2" align="center" justify="space-between" wrap="wrap">
        <Text fontWeight="medium">{item.label}</Text>
        <Badge colorPalette={CHECKLIST_STATUS_COLORS[item.status]} variant="surface">
          {CHECKLIST_STATUS_LABELS[item.status]}
        </Badge>
      </Flex>
      {doc && (
        <Stack gap="2" mt="1">
          <Link href={`/api/documents/${doc.id}/file`} target="_blank" rel="noopener" fontSize="sm" aria-label={`Open ${label}`} wordBreak="break-word">
            {doc.fileName}
          </Link>
          {doc.reason && (
            <Text fontSize="sm" color="red.fg">
              Reason: {doc.reason}
            </Text>
          )}
          {canWrite && !rejecting && (
            <Flex gap="2" wrap="wrap">
              {item.status !== 'verified' && (
                <Button size="sm" loading={mine && review.isPending} onClick={() => review.mutate({ id: doc.id, review: { status: 'verified' } })} aria-label={`Verify ${label}`}>
                  Verify
                </Button>
              )}
              {item.status !== 'rejected' && (
                <Button size="sm" variant="outline" onClick={() => setRejecting(true)} aria-label={`Reject ${label}`}>
                  Reject
                </Button>
              )}
            </Flex>
          )}
          {canWrite && rejecting && (
            <Stack
              as="form"
              gap="2"
              onSubmit={(e) => {
                e.preventDefault();
                review.mutate({ id: doc.id, review: { status: 'rejected', reason } }, { onSuccess: () => setRejecting(false) });
              }}
            >
              <Field.Root required>
                <Field.Label>Why is the {label} rejected?</Field.Label>
                <Input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
              </Field.Root>
              <Flex gap="2">
                <Button type="submit" size="sm" disabled={reason.trim() === ''} loading={mine && review.isPending}>
                  Reject {label}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setRejecting(false)}>
                  Cancel
                </Button>
              </Flex>
            </Stack>
          )}
          {mine && review.error && (
            <Text fontSize="sm" color="red.fg" role="alert">
              {failureText(review.error)}
            </Text>
          )}
        </Stack>
      )}
    </Box>
  );
}

/** The student's document checklist on their page (docs/PRODUCT.md §2.7.2). */
export function StudentDocuments({ studentId, canWrite }: { studentId: string; canWrite: boolean }) {
  const documents = useStudentDocuments(studentId);
  const review = useReviewDocument(studentId);
  return (
    <SectionCard title="Documents">
      {documents.isPending ? (
        <Text color="fg.muted">Loading documents...</Text>
      ) : documents.isError || !documents.data ? (
        <Text color="fg.muted">Documents need a connection to Mission Control.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {documents.data.items.map((item) => (
            <DocumentItem key={item.type} item={item} canWrite={canWrite} review={review} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
