import type { Application, Student } from '@contract/crm';
import { firstNameOf, type TemplateValues } from '@contract/template-fill';
import { formatDate } from '../../lib/format';

/** The application a message is about: the one applied for last (then the one recorded last). */
export function latestApplication(applications: readonly Application[]): Application | undefined {
  return [...applications].sort((a, b) => b.applicationDate.localeCompare(a.applicationDate) || b.createdAt.localeCompare(a.createdAt))[0];
}

/**
 * A template's variables for this student (docs/PRODUCT.md §3.19): their name and country, their latest application's
 * university, programme and deadline, and the sender's name. What the record lacks stays empty, for the fill to flag.
 */
export function templateValuesFor(student: Student, applications: readonly Application[], senderName: string): TemplateValues {
  const application = latestApplication(applications);
  return {
    firstName: firstNameOf(student.personalInfo.name),
    fullName: student.personalInfo.name.trim() || null,
    country: student.personalInfo.country ?? null,
    university: application?.universityName ?? null,
    program: application?.program ?? null,
    deadline: formatDate(application?.deadlineDate) || null,
    counselorName: senderName,
  };
}
