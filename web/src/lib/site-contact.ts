import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteContact } from '@contract';

/**
 * Phone, e-mail, WhatsApp number and address come from the organisation's settings (GET /api/site/contact): the one source
 * of every tel:, mailto: and wa.me link. The key is the URL, so the default loader fetches it once per visit.
 */
export const siteContactQueryOptions = () => queryOptions<SiteContact>({ queryKey: ['/api/site/contact'] });

/** The contact details, or undefined while they load. */
export function useSiteContact(): SiteContact | undefined {
  return useQuery(siteContactQueryOptions()).data;
}

/** 'tel:+60321814455': digits and a leading plus only, as dialers expect. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

export function mailtoHref(email: string, subject?: string): string {
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

/** A wa.me chat link, with a first message typed in for the student when given. */
export function whatsappHref(number: string, text?: string): string {
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** The office address as saved, or the city (docs/PRODUCT.md §1.4) until the contact details load or when none is saved. */
export const officeAddress = (contact: SiteContact | undefined) => contact?.address || 'Kuala Lumpur, Malaysia';
export const mapHref = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
