import type { Journey } from './pipeline';

// The demo mentors (docs/PRODUCT.md §3.16): one alumna linked to her student record, one added by hand and matched
// to the portal's demo student, so the portal shows a mentor out of the box.

export type MentorRow = {
  student_id: string | null;
  name: string;
  country: string;
  university: string;
  field: string;
  languages: string[];
  bio: string;
  whatsapp: string;
  created_at: Date;
  updated_at: Date;
};

/** The name of the mentor matched to the portal's demo student. */
export const PORTAL_MENTOR_NAME = 'Abdirahman Yusuf Warsame';

export function buildDemoMentors(alumni: Journey | undefined, universityName: (id: number) => string): MentorRow[] {
  const at = new Date('2026-10-02T09:00:00.000Z');
  const byHand: MentorRow = {
    student_id: null,
    name: PORTAL_MENTOR_NAME,
    country: 'Somalia',
    university: 'Asia Pacific University of Technology & Innovation (APU)',
    field: 'Computer Science',
    languages: ['Somali', 'English', 'Arabic'],
    bio: 'Came from Mogadishu in 2021, graduated in software engineering and now works in Kuala Lumpur. Happy to talk about hostels, first-semester courses and finding part-time work.',
    whatsapp: '+60123456789',
    created_at: at,
    updated_at: at,
  };
  if (!alumni) return [byHand];
  const { student, applications } = alumni;
  const first = applications[0];
  const linked: MentorRow = {
    student_id: student.id,
    name: student.personal_info.name,
    country: student.personal_info.country,
    university: first ? universityName(first.university_id) : 'Universiti Malaya (UM)',
    field: student.field_of_study,
    languages: ['English', 'Swahili'],
    bio: 'Finished my degree here and stayed on: ask me about settling in, study groups and the visa renewal.',
    whatsapp: '+60198765432',
    created_at: new Date(at.getTime() + 60_000),
    updated_at: new Date(at.getTime() + 60_000),
  };
  return [byHand, linked];
}
