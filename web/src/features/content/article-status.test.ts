import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './article-status';

describe('the publish time field', () => {
  it('round-trips an instant through the device-time input value', () => {
    const iso = '2026-12-01T06:30:00.000Z';
    expect(toLocalInput(iso)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });

  it('reads an empty or broken value as no time', () => {
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
  });
});
