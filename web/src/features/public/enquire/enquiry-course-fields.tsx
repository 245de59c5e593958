import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useUniversities } from '../api/get-universities';
import { universityQueryOptions } from '../api/get-university';
import { EnquirySelect } from './enquiry-fields';

// The words of these fields, in one place for the later translation.
const TEXT = {
  university: 'University',
  anyUniversity: 'No particular university',
  programme: 'Programme',
  anyProgramme: 'Not sure yet',
  asking: (programme: string | undefined, university: string) =>
    programme ? `You are asking about ${programme} at ${university}.` : `You are asking about ${university}.`,
} as const;

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
  const { data: universities } = useUniversities();
  const { data: university } = useQuery({ ...universityQueryOptions(universityId), enabled: universityId !== '' });
  const chosen = university && String(university.id) === universityId ? university : undefined;
  const programme = chosen?.programmes.find((p) => String(p.id) === programmeId);
  return (
    <>
      {chosen ? <Text>{TEXT.asking(programme && `${programme.level} ${programme.name}`, chosen.name)}</Text> : null}
      <EnquirySelect
        name="universityId"
        label={TEXT.university}
        empty={TEXT.anyUniversity}
        options={(universities ?? (chosen ? [chosen] : [])).map((u) => ({ value: String(u.id), label: u.name }))}
        value={universityId}
        error={errors.universityId}
        onChange={(v) => onChange(v, '')}
      />
      {chosen && chosen.programmes.length > 0 ? (
        <EnquirySelect
          name="programmeId"
          label={TEXT.programme}
          empty={TEXT.anyProgramme}
          options={chosen.programmes.map((p) => ({ value: String(p.id), label: `${p.level}: ${p.name}` }))}
          value={programmeId}
          error={errors.programmeId}
          onChange={(v) => onChange(universityId, v)}
        />
      ) : null}
    </>
  );
}
