import type { Priority } from '@contract/enums';
import type { Journey } from './pipeline';
import type { ActivityRow, SeedContext } from './records';

export const PORTAL_USERNAME = 'student';
export const PORTAL_STUDENT_NAME = 'Amina Hassan';

export type StudentTaskRow = {
  id: string;
  student_id: string;
  task: string;
  deadline: string | null;
  priority: Priority;
  progress: number;
  completed_at: Date | null;
  created_at: Date;
};

export type PortalStudentLookups = {
  universityId: (name: string) => number;
  scholarshipId: (title: string) => number;
  counselorId: string | null;
  visaOfficerId: string | null;
};

/**
 * The student behind the demo portal login: a Somali computer-science student at the visa stage,
 * holding two offers and waiting for her embassy appointment. Written out by hand so the portal
 * always opens on the same story.
 */
export function buildPortalStudent(ctx: SeedContext, lookups: PortalStudentLookups): Journey & { tasks: StudentTaskRow[] } {
  const at = (iso: string): Date => new Date(iso);
  const studentId = ctx.newId();
  const journey: Journey = {
    student: {
      id: studentId,
      personal_info: {
        name: PORTAL_STUDENT_NAME,
        email: 'amina.hassan@gmail.com',
        phone: '+252615550142',
        country: 'Somalia',
        dateOfBirth: '2006-03-14',
      },
      field_of_study: 'Computer Science',
      destination_city: 'Kuala Lumpur',
      stage: 'visa',
      priority: 'high',
      assigned_counselor: lookups.counselorId,
      tags: ['Mogadishu Open Day 2026', 'scholarship', 'hostel requested', 'WhatsApp lead'],
      satisfaction_rating: null,
      scholarship_id: lookups.scholarshipId('Partner University Merit Scholarship'),
      scholarship_status: 'awarded',
      created_at: at('2026-05-12T10:20:00.000Z'),
      updated_at: at('2026-11-18T13:05:00.000Z'),
    },
    applications: [
      {
        id: ctx.newId(),
        student_id: studentId,
        university_id: lookups.universityId('Asia Pacific University of Technology & Innovation (APU)'),
        program: 'Bachelor of Computer Science (Hons)',
        status: 'unconditional_offer',
        application_date: '2026-06-02',
        intake: 'January 2027',
        deadline_date: '2026-12-15',
        decision_date: '2026-07-09',
        requirements: ['Certified secondary school certificate', 'Academic transcripts', 'Passport copy (all pages)', 'IELTS 5.5 or equivalent'],
        application_fee: 100,
        fee_status: 'paid',
        fee_paid_at: at('2026-06-03T07:40:00.000Z'),
        assigned_owner: lookups.counselorId,
        created_at: at('2026-06-02T08:00:00.000Z'),
        updated_at: at('2026-07-09T06:30:00.000Z'),
      },
      {
        id: ctx.newId(),
        student_id: studentId,
        university_id: lookups.universityId('Universiti Malaya (UM)'),
        program: 'Bachelor of Computer Science (Hons)',
        status: 'conditional_offer',
        application_date: '2026-06-05',
        intake: 'February 2027',
        deadline_date: '2026-11-30',
        decision_date: '2026-08-03',
        requirements: ['Academic transcripts', 'IELTS 6.0 or equivalent', 'Personal statement', 'Two recommendation letters', 'Passport-size photographs'],
        application_fee: 150,
        fee_status: 'pending',
        fee_paid_at: null,
        assigned_owner: lookups.counselorId,
        created_at: at('2026-06-05T09:10:00.000Z'),
        updated_at: at('2026-08-03T02:45:00.000Z'),
      },
    ],
    visaCase: {
      id: ctx.newId(),
      student_id: studentId,
      visa_type: 'Student Pass',
      status: 'interview_scheduled',
      appointment_date: at('2026-12-03T07:30:00.000Z'),
      decision_date: null,
      requirements: ['Passport valid for at least 18 months', 'Offer letter', 'Pre-arrival medical examination', 'Bank statement (last 3 months)'],
      assigned_officer: lookups.visaOfficerId,
      created_at: at('2026-07-20T11:00:00.000Z'),
      updated_at: at('2026-11-18T13:05:00.000Z'),
    },
    activity: [],
  };
  journey.activity = portalActivity(journey, lookups);
  const task = (task: string, deadline: string, priority: Priority, progress: number, completedAt?: string): StudentTaskRow => ({
    id: ctx.newId(),
    student_id: studentId,
    task,
    deadline,
    priority,
    progress,
    completed_at: completedAt ? at(completedAt) : null,
    created_at: at('2026-07-21T08:00:00.000Z'),
  });
  const tasks = [
    task('Pay the APU acceptance deposit', '2026-11-10', 'high', 100, '2026-11-06T10:00:00.000Z'),
    task('Upload a certified bank statement for EMGS', '2026-11-28', 'high', 60),
    task('Attend the Student Pass appointment at the Malaysian embassy', '2026-12-03', 'high', 40),
    task('Book a room in the APU student residence', '2026-12-20', 'medium', 75),
    task('Register for the pre-departure briefing', '2027-01-08', 'low', 0),
  ];
  return { ...journey, tasks };
}

function portalActivity(journey: Journey, lookups: PortalStudentLookups): ActivityRow[] {
  const { student, applications, visaCase } = journey;
  const offer = applications[0];
  const rows: ActivityRow[] = [
    {
      actor_id: lookups.counselorId,
      entity: 'student',
      entity_id: student.id,
      action: 'created',
      changes: { stage: { from: null, to: 'lead' } },
      created_at: student.created_at,
    },
  ];
  if (offer) {
    rows.push({
      actor_id: lookups.counselorId,
      entity: 'application',
      entity_id: offer.id,
      action: 'status_changed',
      changes: { status: { from: 'under_review', to: offer.status } },
      created_at: offer.updated_at,
    });
  }
  if (visaCase) {
    rows.push({
      actor_id: lookups.visaOfficerId,
      entity: 'visa_case',
      entity_id: visaCase.id,
      action: 'status_changed',
      changes: { status: { from: 'submitted', to: visaCase.status } },
      created_at: visaCase.updated_at,
    });
  }
  return rows;
}
