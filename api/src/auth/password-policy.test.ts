import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('accepts a long, uncommon password', () => {
    expect(passwordProblem('correct horse battery staple')).toBeUndefined();
    expect(passwordProblem('Nairobi-kettle-47-orbit')).toBeUndefined();
  });

  it('refuses fewer than 12 characters', () => {
    expect(passwordProblem('Xk9#mP2$vL4')).toBe('The password must have at least 12 characters.');
  });

  it('refuses common passwords, whatever the case or the digits and symbols around them', () => {
    for (const password of ['qwertyuiop123', 'Password1234', 'PASSWORD123456!', '2024!Superman!!', 'mission-control', 'aaaaaaaaaaaa', 'abababababab']) {
      expect(passwordProblem(password)).toMatch(/too common/);
    }
  });

  it('refuses a password containing the name or username', () => {
    expect(passwordProblem('hodan-likes-tea-2026', { username: 'hodan@example.org' })).toMatch(/name or username/);
    expect(passwordProblem('tea-for-farah-2026', { fullName: 'Hodan Ali Farah' })).toMatch(/name or username/);
  });
});
