import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useUniversities } from '../api/get-universities';
import { universityQueryOptions } from '../api/get-university';
import { EnquirySelect } from './enquiry-fields';
import { useT, type MessageId } from '../../../i18n/i18n';

// The words of these fields, in one place for the later translation.
const TEXT = {
  university: 'enquiry.course.university',
  anyUniversity: 'enquiry.course.anyUniversity',
  programme: 'enquiry.course.programme',
  anyProgramme: 'enquiry.course.anyProgramme',
} as const satisfies Record<string, MessageId>;

/**
 * The university and programme an enquiry is about (docs/PRODUCT.md §2.8): preselected by a university page's
 * "Enquire about this" (/enquire?university=<id>&programme=<id>), changeable here. The programmes are the chosen
 * university's; choosing another university clears the programme.
 */
export function EnquiryCourseFields({
  universityId,
  programmeId,
  errors,
  onChange,
}: {
  universityId: string;
  programmeId: string;
  errors: { universityId?: string | undefined; programmeId?: string | undefined };
  onChange: (universityId: string, programmeId: string) => void;
}) {
  const t = useT();
  const { data: universities } = useUniversities();
  const { data: university } = useQuery({ ...universityQueryOptions(universityId), enabled: universityId !== '' });
  const chosen = university && String(university.id) === universityId ? university : undefined;
  const programme = chosen?.programmes.find((p) => String(p.id) === programmeId);
  return (
    <>
      {chosen ? <Text>{programme ? t('enquiry.course.askingProgramme', { programme: `${programme.level} ${programme.name}`, university: chosen.name }) : t('enquiry.course.asking', { university: chosen.name })}</Text> : null}
      <EnquirySelect
        name="universityId"
        label={t(TEXT.university)}
        empty={t(TEXT.anyUniversity)}
        options={(universities ?? (chosen ? [chosen] : [])).map((u) => ({ value: String(u.id), label: u.name }))}
        value={universityId}
        error={errors.universityId}
        onChange={(v) => onChange(v, '')}
      />
      {chosen && chosen.programmes.length > 0 ? (
        <EnquirySelect
          name="programmeId"
          label={t(TEXT.programme)}
          empty={t(TEXT.anyProgramme)}
          options={chosen.programmes.map((p) => ({ value: String(p.id), label: `${p.level}: ${p.name}` }))}
          value={programmeId}
          error={errors.programmeId}
          onChange={(v) => onChange(universityId, v)}
        />
      ) : null}
    </>
  );
}
