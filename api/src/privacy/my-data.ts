// "Download my data" (docs/PRIVACY.md, the right of access): everything held about the student, as one ZIP.
import { PassThrough, type Readable } from 'node:stream';
import type { Knex } from 'knex';
import { ZipFile } from 'yazl';
import type { DocumentStorage } from '../documents/storage';
import { readStudent } from '../students/write-queries';
import { consentsOf } from './consents';
import { requestsOf } from './requests';

type Row = Record<string, unknown>;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
/** A row as the JSON names things, dates as ISO strings. */
const plain = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [camel(k), v instanceof Date ? v.toISOString() : v]));

type DocumentFile = { id: string; type: string; file_name: string; storage_key: string };

/** data.json's content and the files to add beside it. */
export async function collectMyData(db: Knex, studentId: string): Promise<{ data: Row; files: DocumentFile[] }> {
  const staffName = (column: string) => db.raw(`(select full_name from admin_users where id = ${column}) as staff_name`);
  const [profile, applications, visaCases, tasks, documents, messages, notes, enquiries, consents, requests, accessLog] = await Promise.all([
    readStudent(db, studentId),
    db('applications as a')
      .leftJoin('universities as u', 'u.id', 'a.university_id')
      .where('a.student_id', studentId)
      .whereNull('a.deleted_at')
      .orderBy('a.application_date')
      .select('a.id', 'u.name as university', 'a.program', 'a.intake', 'a.status', 'a.application_date', 'a.deadline_date', 'a.decision_date', 'a.requirements', 'a.application_fee', 'a.fee_status', 'a.created_at'),
    db('visa_cases').where({ student_id: studentId }).whereNull('deleted_at').orderBy('created_at').select('id', 'visa_type', 'status', 'appointment_date', 'decision_date', 'requirements', 'created_at'),
    db('student_tasks').where({ student_id: studentId }).orderBy('created_at').select('id', 'task', 'deadline', 'priority', 'progress', 'completed_at', 'created_at'),
    db('documents').where({ student_id: studentId }).orderBy('type').select('id', 'type', 'file_name', 'size', 'content_type', 'sha256', 'status', 'reason', 'created_at', 'updated_at', 'storage_key'),
    db('student_messages as m')
      .where('m.student_id', studentId)
      .orderBy('m.created_at')
      .select('m.id', 'm.channel', 'm.template_name', 'm.language', 'm.subject', 'm.body', 'm.recipient', 'm.created_at', staffName('m.sent_by')),
    db('student_notes as n')
      .where('n.student_id', studentId)
      .whereNull('n.deleted_at')
      .orderBy('n.created_at')
      .select('n.id', 'n.kind', 'n.body', 'n.outcome', 'n.created_at', 'n.updated_at', staffName('n.created_by')),
    db('enquiries').where({ student_id: studentId }).orderBy('created_at').select('id', 'name', 'phone', 'email', 'country', 'field_of_study', 'intake', 'message', 'consented_at', 'created_at'),
    consentsOf(db, studentId),
    requestsOf(db, studentId),
    db('document_access_log as l')
      .where('l.student_id', studentId)
      .orderBy('l.opened_at')
      .select('l.document_id', 'l.document_type', 'l.opened_by', 'l.opened_at', staffName('l.admin_user_id')),
  ]);
  const files = (documents as (DocumentFile & Row)[]).map((d) => ({ id: d.id, type: d.type, file_name: d.file_name, storage_key: d.storage_key }));
  const data: Row = {
    exportedAt: new Date().toISOString(),
    profile,
    enquiries: enquiries.map(plain),
    applications: applications.map(plain),
    visaCases: visaCases.map(plain),
    tasks: tasks.map(plain),
    documents: (documents as Row[]).map(({ storage_key: _key, ...d }) => plain(d)),
    messages: messages.map(plain),
    notes: notes.map(plain),
    consents,
    erasureRequests: requests,
    documentAccessLog: accessLog.map(plain),
  };
  return { data, files };
}

const MISSING = 'This file is no longer in our document store.\n';

/** A file's bytes, or a one-line note when the store no longer has it (the ZIP stays whole either way). */
function fileOrNote(storage: DocumentStorage, key: string) {
  return (cb: (err: unknown, stream: Readable) => void) => {
    const out = new PassThrough();
    storage.read(key).then(
      (source) => {
        source.on('error', () => out.end(MISSING));
        source.pipe(out);
      },
      () => out.end(MISSING),
    );
    cb(null, out);
  };
}

/** A name safe in any unzip tool: no path separators, no characters Windows refuses, no control characters. */
const safeName = (name: string) =>
  [...name].map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('').slice(0, 120) || 'file';

/** The ZIP, streamed: data.json first, then documents/<type>-<file name> for each document. */
export function myDataZip(storage: DocumentStorage, content: { data: Row; files: DocumentFile[] }): Readable {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(content.data, null, 2), 'utf8'), 'data.json');
  for (const f of content.files) zip.addReadStreamLazy(`documents/${safeName(f.type)}-${safeName(f.file_name)}`, fileOrNote(storage, f.storage_key));
  zip.end();
  return zip.outputStream as Readable;
}
