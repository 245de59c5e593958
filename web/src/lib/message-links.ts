import type { Country } from '@contract/enums';
import type { MessageChannel } from '@contract/template-fill';
import { internationalDigits } from './phone-links';
import { whatsappHref } from './site-contact';

/** The student's ways in, as their record holds them (a role that reads no contact details has neither). */
export type Reachable = { phone?: string | null; email?: string | null; country?: Country | null };

export type MessageLink = { href: string; recipient: string } | { href: null; problem: string };

/**
 * The link that opens the sender's own app with the message ready (docs/PRODUCT.md §3.19), and the recipient the log
 * names: `https://wa.me/<digits>?text=…` (the number normalised as the notes' WhatsApp link is), `sms:+<digits>?body=…`,
 * `mailto:<address>?subject=…&body=…`. Without a number or address it says what to add instead.
 */
export function messageLink(channel: MessageChannel, to: Reachable, text: { subject?: string | null; body: string }): MessageLink {
  if (channel === 'email') {
    const email = to.email?.trim();
    if (!email) return { href: null, problem: 'No e-mail address on file: add one with Edit to send an e-mail.' };
    const query = [text.subject ? `subject=${encodeURIComponent(text.subject)}` : null, `body=${encodeURIComponent(text.body)}`].filter(Boolean).join('&');
    return { href: `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?${query}`, recipient: email };
  }
  const digits = internationalDigits(to.phone, to.country);
  if (!digits) {
    return { href: null, problem: to.phone?.trim() ? 'The phone number has no country code: add it with Edit (e.g. +252…).' : 'No phone number on file: add one with Edit.' };
  }
  if (channel === 'whatsapp') return { href: whatsappHref(digits, text.body), recipient: digits };
  return { href: `sms:+${digits}?body=${encodeURIComponent(text.body)}`, recipient: digits };
}
