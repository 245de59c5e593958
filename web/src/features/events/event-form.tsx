import { Button, chakra, Flex, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { eventCreateSchema, type RecruitmentEvent } from '@contract/events';
import { FormErrorSummary, TextField } from '../../components/admin/form-field';
import { FormFailure } from '../../components/form/form-parts';
import { useContractForm } from '../../components/form/use-contract-form';
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
  const [id] = useState(() => crypto.randomUUID());
  const form = useContractForm(
    { schema: eventCreateSchema, initial: () => (event ? valuesOf(event) : EMPTY), toInput: (values: Values) => ({ id, ...values, cost: costOf(values.cost) }), save },
    (data, { serverFailed }) => {
      const { name, city, country, venue, startDate, endDate, cost } = data;
      const fields = { name, city, country, venue, startDate, endDate, cost };
      save.mutate(event ? { id: event.id, patch: { ...fields, version: event.version } } : { create: data }, {
        onSuccess: onSaved,
        onError: serverFailed,
      });
    },
  );
  const { errors } = form;
  return (
    <chakra.form {...form.formProps} aria-label="Event details" maxW="3xl">
      <Stack gap="4">
        <FormErrorSummary errors={errors} />
        <TextField label="Name" required maxLength={120} hint="e.g. Nairobi Education Fair 2026" {...form.field('name')} />
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <TextField label="City" required maxLength={80} {...form.field('city')} />
          <TextField label="Country" required maxLength={80} {...form.field('country')} />
        </Flex>
        <TextField label="Venue" required maxLength={160} {...form.field('venue')} />
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <TextField label="First day" type="date" required {...form.field('startDate')} />
          <TextField label="Last day" type="date" required {...form.field('endDate')} />
        </Flex>
        <TextField
          label="Cost (US$)"
          inputMode="decimal"
          hint="Optional: stand, travel and materials. Gives the cost per lead and per arrival."
          {...form.field('cost')}
        />
        <FormFailure message={form.failure} />
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" size="lg" loading={save.isPending} loadingText="Saving...">
            {event ? 'Save changes' : 'Create event'}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
