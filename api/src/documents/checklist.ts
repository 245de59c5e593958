// The checklist a student's documents are held against (docs/PRODUCT.md §2.7.2): the fixed types every student needs,
// then what their applications' requirements add. A requirement that names a fixed type ("Passport copy (all
// pages)", "IELTS 6.0 or equivalent") is that type, not a second item.
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPE_MAX,
  DOCUMENT_TYPES,
  EXTRA_DOCUMENT_TYPE,
  fixedDocumentType,
  type ChecklistItem,
  type DocumentStatus,
  type FixedDocumentType,
} from '@contract';

/** Words that make a requirement one of the fixed types; the first match wins (a passport photo before a passport). */
const FIXED_BY_WORDS: [RegExp, FixedDocumentType][] = [
  [/passport[- ]size|photo/i, 'passport_photo'],
  [/passport/i, 'passport'],
  [/transcript/i, 'academic_transcripts'],
  [/ielts|toefl|pte|english|duolingo|muet/i, 'english_test'],
  [/bank|financial|funds|sponsor/i, 'bank_statement'],
  [/offer letter/i, 'offer_letter'],
  [/visa/i, 'visa_documents'],
];

/** The checklist type a requirement stands for: a fixed one, or `extra:` and a slug of its words. */
export function typeOfRequirement(requirement: string): { type: string; label: string } | undefined {
  const label = requirement.trim();
  const fixed = FIXED_BY_WORDS.find(([words]) => words.test(label));
  if (fixed) return { type: fixed[1], label: DOCUMENT_TYPE_LABELS[fixed[1]] };
  const slug = label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, DOCUMENT_TYPE_MAX - 'extra:'.length)
    .replace(/-+$/, '');
  return slug ? { type: `extra:${slug}`, label } : undefined;
}

/** The fixed items, then each distinct item the requirements add, in the order they first appear. */
export function checklistTypes(requirements: readonly string[]): { type: string; label: string }[] {
  const items = DOCUMENT_TYPES.map((type) => ({ type: type as string, label: DOCUMENT_TYPE_LABELS[type] }));
  const seen = new Set(items.map((i) => i.type));
  for (const requirement of requirements) {
    const item = typeOfRequirement(requirement);
    if (item && !seen.has(item.type)) {
      seen.add(item.type);
      items.push(item);
    }
  }
  return items;
}

export const isDocumentTypeShape = (type: string): boolean =>
  fixedDocumentType(type) !== undefined || (type.length <= DOCUMENT_TYPE_MAX && EXTRA_DOCUMENT_TYPE.test(type));

export type DocumentSummary = { id: string; type: string; fileName: string; size: number; status: DocumentStatus; reason: string | null };

/** Each item with its document's state; a document whose type the checklist no longer lists still shows. */
export function buildChecklist(types: { type: string; label: string }[], documents: DocumentSummary[]): ChecklistItem[] {
  const byType = new Map(documents.map((d) => [d.type, d]));
  const all = [...types];
  for (const d of documents) if (!types.some((t) => t.type === d.type)) all.push({ type: d.type, label: d.fileName });
  return all.map(({ type, label }) => {
    const d = byType.get(type);
    if (!d) return { type, label, status: 'missing', document: null };
    return {
      type,
      label,
      status: d.status,
      document: { id: d.id, fileName: d.fileName, size: d.size, ...(d.status === 'rejected' && d.reason ? { reason: d.reason } : {}) },
    };
  });
}
