import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { eventCreateSchema, type RecruitmentEvent } from '@contract/events';
import { FormErrorSummary, TextField } from '../../components/admin/form-field';
import { fieldErrorsOf, focusFirstError, serverFieldErrors, serverMessage, type FieldErrors } from '../../lib/form-errors';
import type { useSaveEvent } from './api/events';

type Values = { name: string; city: string; country: string; venue: string; startDate: string; endDate: string; cost: string };

const EMPTY: Values = { name: '', city: '', country: '', venue: '', startDate: '', endDate: '', cost: '' };

const valuesOf = (e: RecruitmentEvent): Values => ({
  name: e.name,
  city: e.city,
  country: e.country,
  venue: e.venue,
  startDate: e.startDate,
  endDate: e.endDate,
  cost: e.cost === null ? '' : String(e.cost),
});

/** The cost as typed: blank is none, anything else a number (the schema says what is wrong with it). */
const costOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.replace(/[,\s$]/g, '')));

/** A fair's details (new or edit): the contract's messages next to each field, the server's too. */
export function EventForm({ event, save, onSaved }: { event: RecruitmentEvent | null; save: ReturnType<typeof useSaveEvent>; onSaved: (saved: RecruitmentEvent) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [id] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<Values>(event ? valuesOf(event) : EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    save.reset();
    const parsed = eventCreateSchema.safeParse({ id, ...values, cost: costOf(values.cost) });
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      return focusFirstError(form.current, found);
    }
    setErrors({});
    const { name, city, country, venue, startDate, endDate, cost } = parsed.data;
    const fields = { name, city, country, venue, startDate, endDate, cost };
    save.mutate(event ? { id: event.id, patch: { ...fields, version: event.version } } : { create: parsed.data }, {
      onSuccess: onSaved,
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };

  const general = save.error && Object.keys(serverFieldErrors(save.error)).length === 0 ? serverMessage(save.error, 'Saving needs a connection to Mission Control. Try again when online.') : '';
  return (
    <chakra.form ref={form} onSubmit={submit} noValidate aria-label="Event details" maxW="3xl">
      <Stack gap="4">
        <FormErrorSummary errors={errors} />
        <TextField name="name" label="Name" required maxLength={120} hint="e.g. Nairobi Education Fair 2026" value={values.name} error={errors.name} onChange={set('name')} />
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <TextField name="city" label="City" required maxLength={80} value={values.city} error={errors.city} onChange={set('city')} />
          <TextField name="country" label="Country" required maxLength={80} value={values.country} error={errors.country} onChange={set('country')} />
        </Flex>
        <TextField name="venue" label="Venue" required maxLength={160} value={values.venue} error={errors.venue} onChange={set('venue')} />
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <TextField name="startDate" label="First day" type="date" required value={values.startDate} error={errors.startDate} onChange={set('startDate')} />
          <TextField name="endDate" label="Last day" type="date" required value={values.endDate} error={errors.endDate} onChange={set('endDate')} />
        </Flex>
        <TextField
          name="cost"
          label="Cost (US$)"
          inputMode="decimal"
          hint="Optional: stand, travel and materials. Gives the cost per lead and per arrival."
          value={values.cost}
          error={errors.cost}
          onChange={set('cost')}
        />
        {general && (
          <Text role="alert" color="red.fg">
            {general}
          </Text>
        )}
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" size="lg" loading={save.isPending} loadingText="Saving...">
            {event ? 'Save changes' : 'Create event'}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
