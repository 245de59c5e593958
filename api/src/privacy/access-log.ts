import type { Knex } from 'knex';

export type Opener = { by: 'staff'; adminId: string } | { by: 'student' };

/** Who opened a student's document file: part of what "Download my data" gives the student (docs/PRIVACY.md). */
export async function logDocumentOpened(db: Knex, doc: { id: string; student_id: string; type: string }, opener: Opener): Promise<void> {
  await db('document_access_log').insert({
    student_id: doc.student_id,
    document_id: doc.id,
    document_type: doc.type,
    opened_by: opener.by,
    admin_user_id: opener.by === 'staff' ? opener.adminId : null,
  });
}
