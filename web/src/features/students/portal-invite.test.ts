import { describe, expect, it } from 'vitest';
import type { Student } from '@contract/crm';
import { inviteMessage } from './portal-invite';

const student = {
  id: '00000000-0000-4000-8000-000000000001',
  personalInfo: { name: '  Zawadi Achieng Otieno', phone: '+254 711 204 877' },
} as Student;

describe('inviteMessage', () => {
  it('greets the student by first name and carries the link and its end date', () => {
    const url = 'https://missioncontrol.example/student-portal/activate?token=abc_DEF-123';
    expect(inviteMessage(student, { url, expiresAt: '2026-12-03T09:00:00.000Z' })).toBe(
      'Hello Zawadi, your Mission Control student portal is ready. Open this link to choose your password ' +
        `(it works once, until 3 Dec 2026): ${url}`,
    );
  });
});
