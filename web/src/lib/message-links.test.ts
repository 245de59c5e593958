import { describe, expect, it } from 'vitest';
import { messageLink } from './message-links';

describe('messageLink', () => {
  const amina = { phone: '0612 345 678', country: 'Somalia' as const, email: 'amina.hassan@example.com' };

  it('opens WhatsApp on the international number with the text encoded', () => {
    expect(messageLink('whatsapp', amina, { body: 'Salaam Amina, ku soo dhawow & hambalyo!' })).toEqual({
      href: 'https://wa.me/252612345678?text=Salaam%20Amina%2C%20ku%20soo%20dhawow%20%26%20hambalyo!',
      recipient: '252612345678',
    });
  });

  it('opens the SMS app with a body, Arabic text included', () => {
    const link = messageLink('sms', { phone: '+254 712 345 678' }, { body: 'مرحباً أمينة' });
    expect(link).toEqual({ href: `sms:+254712345678?body=${encodeURIComponent('مرحباً أمينة')}`, recipient: '254712345678' });
  });

  it('opens the mail app with subject and body, line breaks kept', () => {
    expect(messageLink('email', amina, { subject: 'Your offer', body: 'Dear Amina,\n\nWell done.' })).toEqual({
      href: 'mailto:amina.hassan@example.com?subject=Your%20offer&body=Dear%20Amina%2C%0A%0AWell%20done.',
      recipient: 'amina.hassan@example.com',
    });
  });

  it('says what to add when there is no number or address to send to', () => {
    expect(messageLink('whatsapp', { phone: null }, { body: 'x' })).toEqual({ href: null, problem: 'No phone number on file: add one with Edit.' });
    expect(messageLink('sms', { phone: '0612 345 678' }, { body: 'x' })).toMatchObject({ href: null, problem: expect.stringContaining('country code') });
    expect(messageLink('email', { email: '' }, { body: 'x' })).toMatchObject({ href: null, problem: expect.stringContaining('No e-mail address') });
  });
});
