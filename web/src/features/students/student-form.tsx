import { chakra, Button, Flex, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import type { Student } from '@contract/crm';
import { COUNTRIES, PRIORITIES, type Country, type Priority } from '@contract/enums';
import { LANGUAGES, type Language } from '@contract/languages';
import { TEMPLATE_LANGUAGE_LABELS } from '@contract/template-fill';
import { SelectField, TextField, FormErrorSummary } from '../../components/admin/form-field';
import { OwnerSelect } from '../../components/admin/owner-select';
import { useContractForm } from '../../components/form/use-contract-form';
import { PRIORITY_LABELS } from '../../lib/crm-labels';
import { splitCommaList } from '../../lib/format';

/** What the form holds: text as typed; tags as one comma-separated line. */
export type StudentFormValues = {
  name: string;
  phone: string;
  email: string;
  country: Country | '';
  fieldOfStudy: string;
  destinationCity: string;
  priority: Priority;
  tags: string;
  /** The owner counselor's id, '' for unassigned. */
  assignedCounselor: string;
  /** The student's language (the portal and what we send); staff pick it by its English name. */
  preferredLanguage: Language;
};

export const EMPTY_STUDENT: StudentFormValues = {
  name: '',
  phone: '',
  email: '',
  country: '',
  fieldOfStudy: '',
  destinationCity: '',
  priority: 'medium',
  tags: '',
  assignedCounselor: '',
  preferredLanguage: 'en',
};

export function valuesOf(s: Student): StudentFormValues {
  return {
    name: s.personalInfo.name ?? '',
    phone: s.personalInfo.phone ?? '',
    email: s.personalInfo.email ?? '',
    country: s.personalInfo.country ?? '',
    fieldOfStudy: s.fieldOfStudy ?? '',
    destinationCity: s.destinationCity ?? '',
    priority: s.priority,
    tags: s.tags.join(', '),
    assignedCounselor: s.assignedCounselor ?? '',
    preferredLanguage: s.preferredLanguage,
  };
}

/** The form's values as the write schemas take them (tags split on commas, no owner as null). */
export function inputOf(v: StudentFormValues) {
  return { ...v, tags: splitCommaList(v.tags), assignedCounselor: v.assignedCounselor || null };
}

/**
 * The lead form (new and edit): one column, big touch targets, the save button kept at the bottom of the
 * screen within thumb reach. Errors come from the contract's schema, next to each field, and focus moves to
 * the first one.
 */
export function StudentForm<S extends z.ZodType>({
  initial,
  submitLabel,
  schema,
  toInput,
  onSave,
  onCancel,
  contact = true,
  keep,
  status,
  ownerName = null,
}: {
  initial: StudentFormValues;
  /** The current owner's name, shown even if they are no longer offered (left, or changed role). */
  ownerName?: string | null;
  /** Show the phone and e-mail fields: an edit by a role that may not change them leaves them out (contract/write-scopes.ts). */
  contact?: boolean;
  submitLabel: string;
  /** The contract's write schema (a new lead's, or an edit's), which words the errors next to the fields. */
  schema: S;
  /** The values as the schema takes them (a new lead: inputOf; an edit: the changed fields and the version). */
  toInput: (values: StudentFormValues) => unknown;
  /** `ownerName`: the picked counselor's name, shown until the server answers. */
  onSave: (value: z.output<S>, ownerName: string | null) => Promise<void>;
  onCancel?: () => void;
  /**
   * For a run of entries (leads at a fair): after a save the form clears except these fields, which keep what
   * was typed until changed, and focus returns to the first field for the next entry.
   */
  keep?: readonly (keyof StudentFormValues)[];
  /** A line above the save button (what became of the last save): in view with it, never over it. */
  status?: ReactNode;
}) {
  const [saving, setSaving] = useState(false);
  const [pickedName, setPickedName] = useState<string | null>(ownerName);
  const form = useContractForm({ schema, initial, toInput }, async (data, { values, setValues }): Promise<void> => {
    setSaving(true);
    try {
      await onSave(data, values.assignedCounselor ? pickedName : null);
      const kept = Object.fromEntries((keep ?? []).map((key) => [key, values[key]]));
      setValues({ ...initial, ...kept });
      setPickedName(ownerName);
      if (keep) form.formProps.ref.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    } finally {
      setSaving(false);
    }
  });
  const { values, errors, set } = form;

  return (
    <chakra.form {...form.formProps} maxW="36rem">
      <Stack gap="4" pb="24">
        <FormErrorSummary errors={errors} />
        <TextField label="Full name" required autoComplete="off" {...form.field('name')} />
        {contact && (
          <>
            <TextField label="Phone / WhatsApp" type="tel" inputMode="tel" {...form.field('phone')} />
            <TextField label="E-mail" type="email" inputMode="email" autoCapitalize="none" {...form.field('email')} />
          </>
        )}
        <SelectField label="Country" options={COUNTRIES} empty="Not known yet" {...form.field('country')} />
        <TextField label="Field of study" {...form.field('fieldOfStudy')} />
        <TextField label="Destination city" {...form.field('destinationCity')} />
        <SelectField
          name="priority"
          label="Priority"
          value={values.priority}
          options={PRIORITIES}
          labels={PRIORITY_LABELS}
          onChange={(p) => set('priority')(p || 'medium')}
          error={errors.priority}
        />
        <OwnerSelect
          work="counselor"
          name="assignedCounselor"
          value={values.assignedCounselor}
          currentName={ownerName}
          onChange={(id, name) => (set('assignedCounselor')(id), setPickedName(name))}
          error={errors.assignedCounselor}
        />
        <SelectField
          name="preferredLanguage"
          label="Preferred language"
          value={values.preferredLanguage}
          options={LANGUAGES}
          labels={TEMPLATE_LANGUAGE_LABELS}
          onChange={(l) => set('preferredLanguage')(l || 'en')}
          error={errors.preferredLanguage}
        />
        <TextField
          label="Source or fair"
          hint="Tags, separated by commas, e.g. Nairobi Fair 2026, WhatsApp"
          {...form.field('tags')}
        />
      </Stack>
      {/* Kept at the bottom of the screen: one thumb, one tap. */}
      <Flex position="sticky" bottom="0" gap="2" py="3" bg="bg" borderTopWidth="1px" borderColor="border.muted" wrap="wrap">
        {status}
        {onCancel && (
          <Button type="button" size="lg" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="lg" colorPalette="blue" flex="1" loading={saving}>
          {submitLabel}
        </Button>
      </Flex>
    </chakra.form>
  );
}
