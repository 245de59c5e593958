import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { hashPassword } from '../src/auth/passwords';

/** A second portal student, unlike the demo one in every visible field, to prove a student sees only their own. */
export const OTHER_STUDENT = {
  username: 'kwame.mensah',
  password: 'accra-to-kl-2027',
  name: 'Kwame Mensah',
  program: 'Diploma in Culinary Arts',
  university: "Taylor's University",
  visaType: 'Student Pass (Diploma)',
  tasks: ["Send the signed Taylor's offer letter back", 'Book a yellow fever vaccination'],
} as const;

export type OtherStudent = { studentId: string; accountId: string; applicationId: string; taskIds: string[] };

/** Inserts the second student with an application, a visa case, two open tasks and an active portal account. */
export async function createOtherPortalStudent(db: Knex): Promise<OtherStudent> {
  const studentId = randomUUID();
  const accountId = randomUUID();
  const applicationId = randomUUID();
  const taskIds = OTHER_STUDENT.tasks.map(() => randomUUID());
  const university = await db('universities').where('name', 'like', 'Taylor%').first<{ id: number } | undefined>();
  if (!university) throw new Error("The demo data has no Taylor's University");
  await db.transaction(async (trx) => {
    await trx('students').insert({
      id: studentId,
      personal_info: { name: OTHER_STUDENT.name, email: 'kwame.mensah@example.com', country: 'Ghana' },
      field_of_study: 'Culinary Arts',
      destination_city: 'Subang Jaya',
      stage: 'application_in_progress',
      priority: 'medium',
    });
    await trx('applications').insert({
      id: applicationId,
      student_id: studentId,
      university_id: university.id,
      program: OTHER_STUDENT.program,
      status: 'under_review',
      application_date: '2026-10-01',
    });
    await trx('visa_cases').insert({ student_id: studentId, visa_type: OTHER_STUDENT.visaType, status: 'preparing' });
    await trx('student_tasks').insert(
      OTHER_STUDENT.tasks.map((task, i) => ({
        id: taskIds[i],
        student_id: studentId,
        task,
        deadline: `2027-0${i + 2}-15`,
        priority: i === 0 ? 'high' : 'low',
        progress: 10,
      })),
    );
    await trx('portal_accounts').insert({
      id: accountId,
      student_id: studentId,
      username: OTHER_STUDENT.username,
      password_hash: await hashPassword(OTHER_STUDENT.password),
    });
  });
  return { studentId, accountId, applicationId, taskIds };
}
