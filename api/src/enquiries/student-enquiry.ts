import type { Knex } from 'knex';
import { mayRead, type AdminRole, type StudentEnquiry } from '@contract';

type EnquiryRow = {
  id: string;
  created_at: Date;
  name: string | null;
  phone: string | null;
  email: string | null;
  country: string | null;
  field_of_study: string | null;
  intake: string | null;
  message: string | null;
  scholarship_id: number | null;
  scholarship_title: string | null;
  university_id: number | null;
  university_name: string | null;
  programme_id: number | null;
  programme_name: string | null;
  programme_level: string | null;
  event_id: string | null;
  event_name: string | null;
};

/**
 * The website enquiry that made this lead (the earliest, when a merge brought a second one), as the student page
 * shows it: every field as sent, and what its ids named. Contact fields only for a role that reads them.
 */
export async function studentEnquiry(db: Knex, studentId: string, role: AdminRole): Promise<StudentEnquiry | null> {
  const row = await db('enquiries as e')
    .leftJoin('scholarships as sc', 'sc.id', 'e.scholarship_id')
    .leftJoin('universities as u', 'u.id', 'e.university_id')
    .leftJoin('programmes as p', 'p.id', 'e.programme_id')
    .leftJoin('students as s', 's.id', 'e.student_id')
    .leftJoin('events as ev', 'ev.id', 's.event_id')
    .where('e.student_id', studentId)
    .orderBy([{ column: 'e.created_at' }, { column: 'e.id' }])
    .first<EnquiryRow | undefined>(
      'e.id',
      'e.created_at',
      'e.name',
      'e.phone',
      'e.email',
      'e.country',
      'e.field_of_study',
      'e.intake',
      'e.message',
      'e.scholarship_id',
      'sc.title as scholarship_title',
      'e.university_id',
      'u.name as university_name',
      'e.programme_id',
      'p.name as programme_name',
      'p.level as programme_level',
      'ev.id as event_id',
      'ev.name as event_name',
    );
  if (!row) return null;
  const enquiry: StudentEnquiry = {
    id: row.id,
    receivedAt: row.created_at.toISOString(),
    name: row.name,
    country: row.country,
    fieldOfStudy: row.field_of_study,
    intake: row.intake,
    message: row.message,
    scholarship: row.scholarship_id !== null && row.scholarship_title !== null ? { id: row.scholarship_id, title: row.scholarship_title } : null,
    university: row.university_id !== null && row.university_name !== null ? { id: row.university_id, name: row.university_name } : null,
    programme:
      row.programme_id !== null && row.programme_name !== null
        ? { id: row.programme_id, name: row.programme_name, level: row.programme_level ?? '' }
        : null,
    event: row.event_id !== null && row.event_name !== null ? { id: row.event_id, name: row.event_name } : null,
  };
  if (mayRead(role, 'students', 'phone')) enquiry.phone = row.phone;
  if (mayRead(role, 'students', 'email')) enquiry.email = row.email;
  return enquiry;
}
