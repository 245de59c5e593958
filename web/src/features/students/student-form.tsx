import { chakra, Button, Flex, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Student } from '@contract/crm';
import { COUNTRIES, PRIORITIES, type Country, type Priority } from '@contract/enums';
import { SelectField, TextField, FormErrorSummary } from '../../components/admin/form-field';
import { OwnerSelect } from '../../components/admin/owner-select';
import { PRIORITY_LABELS } from '../../lib/crm-labels';
import { focusFirstError, type FieldErrors } from '../../lib/form-errors';
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
  };
}

/** The form's values as the write schemas take them (tags split on commas, no owner as null). */
export function inputOf(v: StudentFormValues) {
  return { ...v, tags: splitCommaList(v.tags), assignedCounselor: v.assignedCounselor || null };
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * The lead form (new and edit): one column, big touch targets, the save button kept at the bottom of the
 * screen within thumb reach. Errors come from the contract's schema, next to each field, and focus moves to
 * the first one.
 */
export function StudentForm<T>({
  initial,
  submitLabel,
  validate,
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
  validate: (values: StudentFormValues) => Validated<T>;
  /** `ownerName`: the picked counselor's name, shown until the server answers. */
  onSave: (value: T, ownerName: string | null) => Promise<void>;
  onCancel?: () => void;
  /**
   * For a run of entries (leads at a fair): after a save the form clears except these fields, which keep what
   * was typed until changed, and focus returns to the first field for the next entry.
   */
  keep?: readonly (keyof StudentFormValues)[];
  /** A line above the save button (what became of the last save): in view with it, never over it. */
  status?: ReactNode;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [pickedName, setPickedName] = useState<string | null>(ownerName);
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends keyof StudentFormValues>(key: K) => (value: StudentFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = validate(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(form.current, result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(result.value, values.assignedCounselor ? pickedName : null);
      const kept = Object.fromEntries((keep ?? []).map((key) => [key, values[key]]));
      setValues({ ...initial, ...kept });
      setPickedName(ownerName);
      if (keep) form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    } finally {
      setSaving(false);
    }
  };

  return (
    <chakra.form ref={form} onSubmit={(e) => void submit(e)} noValidate maxW="36rem">
      <Stack gap="4" pb="24">
        <FormErrorSummary errors={errors} />
        <TextField name="name" label="Full name" required autoComplete="off" value={values.name} onChange={set('name')} error={errors.name} />
        {contact && (
          <>
            <TextField name="phone" label="Phone / WhatsApp" type="tel" inputMode="tel" value={values.phone} onChange={set('phone')} error={errors.phone} />
            <TextField name="email" label="E-mail" type="email" inputMode="email" autoCapitalize="none" value={values.email} onChange={set('email')} error={errors.email} />
          </>
        )}
        <SelectField name="country" label="Country" value={values.country} options={COUNTRIES} empty="Not known yet" onChange={set('country')} error={errors.country} />
        <TextField name="fieldOfStudy" label="Field of study" value={values.fieldOfStudy} onChange={set('fieldOfStudy')} error={errors.fieldOfStudy} />
        <TextField name="destinationCity" label="Destination city" value={values.destinationCity} onChange={set('destinationCity')} error={errors.destinationCity} />
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
        <TextField
          name="tags"
          label="Source or fair"
          hint="Tags, separated by commas, e.g. Nairobi Fair 2026, WhatsApp"
          value={values.tags}
          onChange={set('tags')}
          error={errors.tags}
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
