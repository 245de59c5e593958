// The log of messages sent from a template on a student's page (docs/PRODUCT.md §3.19). The message itself leaves
// from the sender's own WhatsApp, SMS or mail app; this records that it was opened, what it said and who sent it.
import type { Knex } from 'knex';
import type { CreateStudentMessage, MessageChannel, StudentMessage, TemplateLanguage } from '@contract';
import { recordActivity } from '../crm-writes/audit';
import { withDomainErrors } from '../data/db-errors';
import { ConflictError, InvalidReferenceError, recordNotFound } from '../data/errors';

type Row = {
  id: string;
  student_id: string;
  template_id: string | null;
  template_name: string | null;
  channel: MessageChannel;
  language: TemplateLanguage | null;
  subject: string | null;
  body: string;
  recipient: string;
  sent_by_name: string | null;
  created_at: Date;
};

const toMessage = (r: Row): StudentMessage => ({
  id: r.id,
  studentId: r.student_id,
  channel: r.channel,
  templateId: r.template_id,
  templateName: r.template_name,
  language: r.language,
  subject: r.subject,
  body: r.body,
  recipient: r.recipient,
  sentByName: r.sent_by_name,
  createdAt: r.created_at.toISOString(),
  version: 1,
});

async function readMessage(db: Knex, id: string): Promise<StudentMessage | undefined> {
  const row = await db('student_messages as m')
    .leftJoin('admin_users as au', 'au.id', 'm.sent_by')
    .where('m.id', id)
    .first<Row | undefined>('m.*', 'au.full_name as sent_by_name');
  return row && toMessage(row);
}

/**
 * Logs a message with the client's id: the same id again (the outbox after a lost answer) answers the stored entry
 * and writes nothing; an id used on another student is a conflict. One transaction writes the log, its audit entry
 * (student_message) and the student's timeline entry (message_sent: the channel and the template's name).
 */
export async function logStudentMessage(
  db: Knex,
  studentId: string,
  input: CreateStudentMessage,
  actorId: string,
): Promise<{ message: StudentMessage; created: boolean }> {
  const id = input.id.toLowerCase();
  const created = await withDomainErrors(() =>
    db.transaction(async (trx) => {
      // Locked so a message is never logged on a student being merged away.
      const student = await trx('students').where({ id: studentId }).whereNull('deleted_at').forUpdate().first('id');
      const existing = await trx('student_messages').where({ id }).first<{ student_id: string } | undefined>('student_id');
      if (existing) {
        if (existing.student_id !== studentId) throw new ConflictError('This message id is already used on another student. Send the message again.');
        return false;
      }
      if (!student) throw recordNotFound('student');
      const template = input.templateId
        ? await trx('message_templates').where({ id: input.templateId }).first<{ name: string; language: TemplateLanguage } | undefined>('name', 'language')
        : undefined;
      if (input.templateId && !template) {
        throw new InvalidReferenceError('That template no longer exists. Choose another one.', [{ field: 'templateId', message: 'That template no longer exists. Choose another one.' }]);
      }
      const inserted = await trx('student_messages')
        .insert({
          id,
          student_id: studentId,
          template_id: input.templateId,
          template_name: template?.name ?? null,
          channel: input.channel,
          language: template?.language ?? null,
          subject: input.channel === 'email' ? input.subject : null,
          body: input.body,
          recipient: input.recipient,
          sent_by: actorId,
        })
        .onConflict('id')
        .ignore()
        .returning('id');
      if (inserted.length === 0) return false; // a concurrent copy of this log won the race
      const message = (await readMessage(trx, id))!;
      await recordActivity(trx, { actorId, entity: 'student_message', entityId: id, action: 'created', before: null, after: message });
      await trx('activity_log').insert({
        actor_id: actorId,
        entity: 'student',
        entity_id: studentId,
        action: 'message_sent',
        changes: JSON.stringify({ channel: { from: null, to: message.channel }, template: { from: null, to: message.templateName } }),
        before: null,
        after: JSON.stringify({ id, channel: message.channel, templateId: message.templateId, templateName: message.templateName }),
      });
      return true;
    }),
  );
  const message = await readMessage(db, id);
  if (!message) throw recordNotFound('message');
  return { message, created };
}
