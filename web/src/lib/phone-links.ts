import type { Country } from '@contract/enums';

/** The calling code of each country the agency recruits in: a local number ("0733 999 888") dialled from abroad. */
const CALLING_CODES: Record<Country, string> = {
  Somalia: '252',
  Kenya: '254',
  Ethiopia: '251',
  Uganda: '256',
  Tanzania: '255',
  Nigeria: '234',
  Ghana: '233',
  Sudan: '249',
};

/**
 * The number in international digits, without '+': "+254 712 345 678" -> "254712345678"; a local number with a
 * trunk 0 takes the student's country code ("0733 999 888", Kenya -> "254733999888"); "00" is the international
 * prefix. Null when there is no number, or a local one with no country to place it.
 */
export function internationalDigits(phone: string | null | undefined, country?: Country | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 7) return null;
  if ((phone ?? '').trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return country ? CALLING_CODES[country] + digits.slice(1) : null;
  return digits;
}

/** tel: and WhatsApp (https://wa.me/<digits>) links of a phone number; the tel: link keeps a local number as typed. */
export function phoneLinks(phone: string | null | undefined, country?: Country | null): { tel: string; whatsapp: string | null } | null {
  const typed = (phone ?? '').replace(/[^\d+]/g, '');
  if (typed.replace(/\D/g, '').length < 7) return null;
  const international = internationalDigits(phone, country);
  return { tel: `tel:${international ? `+${international}` : typed}`, whatsapp: international ? `https://wa.me/${international}` : null };
}
