import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref, whatsappHref } from './site-contact';

describe('contact links', () => {
  it('turns a display phone number into a dialable tel: link', () => {
    expect(telHref('+60 3-2181 4455')).toBe('tel:+60321814455');
    expect(telHref('03 2181 4455')).toBe('tel:0321814455');
  });

  it('builds mailto: links with an optional encoded subject', () => {
    expect(mailtoHref('hello@missioncontrol.example')).toBe('mailto:hello@missioncontrol.example');
    expect(mailtoHref('a@b.co', 'Free consultation & visa')).toBe('mailto:a@b.co?subject=Free%20consultation%20%26%20visa');
  });

  it('builds wa.me links with an optional first message', () => {
    expect(whatsappHref('60321814455')).toBe('https://wa.me/60321814455');
    expect(whatsappHref('60321814455', 'Hi, I am Amina')).toBe('https://wa.me/60321814455?text=Hi%2C%20I%20am%20Amina');
  });
});
