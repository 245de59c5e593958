import { Button, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CURRENCIES, CURRENCY_NAMES, currencyRatesPutSchema, type Currency, type CurrencyRates } from '@contract';
import { FormErrorSummary, TextField } from '../../components/admin/form-field';
import { SectionCard } from '../../components/admin/section-card';
import { FormFailure } from '../../components/form/form-parts';
import { useContractForm } from '../../components/form/use-contract-form';
import { serverMessage } from '../../lib/form-errors';
import { useCurrencyRateTable, useSaveCurrencyRates } from './api/currency-rates';

const OFFLINE = 'This needs a connection to Mission Control. Try again when online.';

/** A rate's error ("rates.KES", the schema's or the server's) is shown at its currency's field. */
const lastOfPath = (path: readonly PropertyKey[]) => String(path[path.length - 1] ?? 'form');

type Values = { asOf: string } & Record<Currency, string>;

function RatesForm({ saved, save }: { saved: CurrencyRates; save: ReturnType<typeof useSaveCurrencyRates> }) {
  const form = useContractForm(
    {
      schema: currencyRatesPutSchema,
      initial: (): Values => ({
        asOf: saved.asOf ?? '',
        ...(Object.fromEntries(CURRENCIES.map((c) => [c, saved.rates[c] === undefined ? '' : String(saved.rates[c])])) as Record<Currency, string>),
      }),
      toInput: (values) => ({
        asOf: values.asOf,
        rates: Object.fromEntries(CURRENCIES.map((c) => [c, values[c].trim() === '' ? null : Number(values[c].replace(',', '.'))])),
        version: saved.version,
      }),
      errorField: lastOfPath,
      save,
      offline: OFFLINE,
    },
    (data, { serverFailed }) => save.mutate(data, { onError: serverFailed }),
  );
  const done = save.isSuccess && save.data.version === saved.version;

  return (
    <chakra.form {...form.formProps} aria-label="Exchange rates">
      <Stack gap="3">
        <Text color="fg.muted">
          How much of each currency one ringgit buys. The public site shows each fee in ringgit with an estimate in the visitor&apos;s currency and this
          date (&quot;about KES 240,000, rate of 1 Nov 2026&quot;). Leave a rate empty to show ringgit only for it.
        </Text>
        <FormErrorSummary errors={form.errors} />
        <TextField label="Rates of" type="date" required maxW="xs" {...form.field('asOf')} />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {CURRENCIES.map((c) => (
            <TextField
              key={c}
              label={`${c} per RM 1`}
              hint={CURRENCY_NAMES[c]}
              inputMode="decimal"
              {...form.field(c)}
            />
          ))}
        </SimpleGrid>
        <FormFailure message={form.failure} />
        <Text role="status" color="green.fg">
          {done ? 'Saved. The public site shows the new rates.' : ''}
        </Text>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={save.isPending} loadingText="Saving...">
          Save rates
        </Button>
      </Stack>
    </chakra.form>
  );
}

/** The exchange rates behind the public site's fee estimates (docs/PRODUCT.md §3.11), for settings:write. */
export function CurrencyRatesSection() {
  const table = useCurrencyRateTable();
  const save = useSaveCurrencyRates();
  return (
    <SectionCard title="Exchange rates">
      {table.isPending ? (
        <Text color="fg.muted">Loading…</Text>
      ) : table.isError ? (
        <Text role="alert">{serverMessage(table.error, 'The rates can be edited when you are online.')}</Text>
      ) : (
        <RatesForm key={table.data.version} saved={table.data} save={save} />
      )}
    </SectionCard>
  );
}
