import { describe, expect, it } from 'vitest';
import type { Application, Student } from '@contract/crm';
import { fillTemplate } from '@contract/template-fill';
import { templateValuesFor } from './message-values';

const student = { personalInfo: { name: 'Amina Hassan Ali', country: 'Somalia' } } as Student;
const application = (fields: Partial<Application>) =>
  ({ universityName: 'UM', program: 'BSc Nursing', applicationDate: '2026-03-01', deadlineDate: null, createdAt: '2026-03-01T00:00:00Z', ...fields }) as Application;

describe('templateValuesFor', () => {
  it('fills from the student, their latest application and the sender', () => {
    const values = templateValuesFor(
      student,
      [application({}), application({ universityName: "Taylor's University", program: 'BSc Computer Science', applicationDate: '2026-05-10', deadlineDate: '2026-12-01' })],
      'Ibrahim Mohamed Osman',
    );
    expect(values).toEqual({
      firstName: 'Amina',
      fullName: 'Amina Hassan Ali',
      country: 'Somalia',
      university: "Taylor's University",
      program: 'BSc Computer Science',
      deadline: '1 Dec 2026',
      counselorName: 'Ibrahim Mohamed Osman',
    });
  });

  it('leaves the application values empty without an application, so the fill flags them', () => {
    const { missing } = fillTemplate('{{firstName}}: {{program}} at {{university}} by {{deadline}}', templateValuesFor(student, [], 'Ibrahim'));
    expect(missing).toEqual(['program', 'university', 'deadline']);
  });
});
