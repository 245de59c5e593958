import type { EnquiryInput, EnquiryResult } from '@contract/enquiries';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/enquiries: 201 for a new enquiry, 200 when this id was received already (docs/PRODUCT.md §2.8). */
export const sendEnquiry = (enquiry: EnquiryInput) => apiRequest<EnquiryResult>('POST', '/api/enquiries', enquiry);

/** A fresh id for one enquiry; crypto.randomUUID needs a secure context, so a plain http address builds its own. */
export function newEnquiryId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
