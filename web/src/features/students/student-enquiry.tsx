import { chakra, Text } from '@chakra-ui/react';
import type { StudentEnquiry } from '@contract/activity';

/**
 * What the student wrote in the website's enquiry form (docs/PRODUCT.md §2.8), under the timeline's "New enquiry from
 * the website": every field they filled, as sent. Phone and e-mail only when the role reads them (the server leaves
 * them out otherwise).
 */
export function EnquiryDetails({ enquiry }: { enquiry: StudentEnquiry }) {
  const course = [enquiry.programme && `${enquiry.programme.level} ${enquiry.programme.name}`, enquiry.university?.name].filter(Boolean).join(' at ');
  const rows: [string, string | null | undefined][] = [
    ['Name', enquiry.name],
    ['Phone / WhatsApp', enquiry.phone],
    ['E-mail', enquiry.email],
    ['Country', enquiry.country],
    ['Wants to study', enquiry.fieldOfStudy],
    ['Preferred intake', enquiry.intake],
    ['Asking about', course || null],
    ['Scholarship', enquiry.scholarship?.title],
    ['At the fair', enquiry.event?.name],
  ];
  return (
    <chakra.div mt="1" fontSize="sm" aria-label="The enquiry as sent">
      {enquiry.message ? (
        <chakra.blockquote borderLeftWidth="3px" borderColor="border.emphasized" ps="2" my="1" whiteSpace="pre-wrap">
          {enquiry.message}
        </chakra.blockquote>
      ) : (
        <Text color="fg.muted">No message.</Text>
      )}
      <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="3" rowGap="0.5">
        {rows
          .filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '')
          .map(([label, value]) => (
            <chakra.div key={label} display="contents">
              <chakra.dt color="fg.muted">{label}</chakra.dt>
              <chakra.dd overflowWrap="anywhere">{value}</chakra.dd>
            </chakra.div>
          ))}
      </chakra.dl>
    </chakra.div>
  );
}
