import { describe, expect, it } from 'vitest';
import { buildChecklist, checklistTypes, isDocumentTypeShape, typeOfRequirement } from './checklist';

describe('typeOfRequirement', () => {
  it('maps a requirement naming a fixed item to that item', () => {
    expect(typeOfRequirement('Passport copy (all pages)')?.type).toBe('passport');
    expect(typeOfRequirement('Passport-size photographs')?.type).toBe('passport_photo');
    expect(typeOfRequirement('IELTS 6.0 or equivalent')?.type).toBe('english_test');
    expect(typeOfRequirement('Academic transcripts')?.type).toBe('academic_transcripts');
    expect(typeOfRequirement('Bank statement (3 months)')?.type).toBe('bank_statement');
  });

  it('makes any other requirement an extra item with its own words as the label', () => {
    expect(typeOfRequirement('  Personal statement ')).toEqual({ type: 'extra:personal-statement', label: 'Personal statement' });
    expect(typeOfRequirement('Two recommendation letters')?.type).toBe('extra:two-recommendation-letters');
    expect(typeOfRequirement('!!!')).toBeUndefined();
    expect(isDocumentTypeShape(typeOfRequirement('x'.repeat(300))!.type)).toBe(true);
  });
});

describe('checklistTypes and buildChecklist', () => {
  it('lists the seven fixed items first, then each extra once', () => {
    const types = checklistTypes(['Personal statement', 'Passport copy', 'Personal statement', 'Portfolio']);
    expect(types.map((t) => t.type)).toEqual([
      'passport',
      'academic_transcripts',
      'english_test',
      'passport_photo',
      'bank_statement',
      'offer_letter',
      'visa_documents',
      'extra:personal-statement',
      'extra:portfolio',
    ]);
  });

  it('gives each item its state, the reason only when rejected, and keeps a document whose item is gone', () => {
    const items = buildChecklist(checklistTypes([]), [
      { id: 'a', type: 'passport', fileName: 'p.pdf', size: 10, status: 'rejected', reason: 'Blurred' },
      { id: 'b', type: 'offer_letter', fileName: 'o.pdf', size: 20, status: 'verified', reason: null },
      { id: 'c', type: 'extra:portfolio', fileName: 'portfolio.pdf', size: 30, status: 'uploaded', reason: null },
    ]);
    expect(items[0]).toEqual({ type: 'passport', label: 'Passport', status: 'rejected', document: { id: 'a', fileName: 'p.pdf', size: 10, reason: 'Blurred' } });
    expect(items[1]).toMatchObject({ type: 'academic_transcripts', status: 'missing', document: null });
    expect(items.find((i) => i.type === 'offer_letter')?.document).toEqual({ id: 'b', fileName: 'o.pdf', size: 20 });
    expect(items.at(-1)).toMatchObject({ type: 'extra:portfolio', status: 'uploaded' });
  });
});
