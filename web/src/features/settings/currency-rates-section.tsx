import { Button, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { CURRENCIES, CURRENCY_NAMES, currencyRatesPutSchema, type Currency, type CurrencyRates } from '@contract';
import { FormErrorSummary, TextField } from '../../components/admin/form-field';
import { SectionCard } from '../../components/admin/section-card';
import { serverFieldErrors, serverMessage, type FieldErrors } from '../../lib/form-errors';
import { useCurrencyRateTable, useSaveCurrencyRates } from './api/currency-rates';

const OFFLINE = 'This needs a connection to Mission Control. Try again when online.';

/** The form's errors by field name: "rates.KES" becomes the KES field's. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[issue.path.length - 1] ?? 'form')] ??= issue.message;
  return errors;
}

function RatesForm({ saved, save }: { saved: CurrencyRates; save: ReturnType<typeof useSaveCurrencyRates> }) {
  const [asOf, setAsOf] = useState(saved.asOf ?? '');
  const [rates, setRates] = useState<Record<Currency, string>>(
    () => Object.fromEntries(CURRENCIES.map((c) => [c, saved.rates[c] === undefined ? '' : String(saved.rates[c])])) as Record<Currency, string>,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const done = save.isSuccess && save.data.version === saved.version;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.reset();
    const parsed = currencyRatesPutSchema.safeParse({
      asOf,
      rates: Object.fromEntries(CURRENCIES.map((c) => [c, rates[c].trim() === '' ? null : Number(rates[c].replace(',', '.'))])),
      version: saved.version,
    });
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data, { onError: (error) => setErrors(serverFieldErrors(error)) });
  };
  const general = save.error && Object.keys(serverFieldErrors(save.error)).length === 0 ? serverMessage(save.error, OFFLINE) : '';

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Exchange rates">
      <Stack gap="3">
        <Text color="fg.muted">
          How much of each currency one ringgit buys. The public site shows each fee in ringgit with an estimate in the visitor&apos;s currency and this
          date (&quot;about KES 240,000, rate of 1 Nov 2026&quot;). Leave a rate empty to show ringgit only for it.
        </Text>
        <FormErrorSummary errors={errors} />
        <TextField name="asOf" label="Rates of" type="date" required value={asOf} error={errors.asOf} onChange={setAsOf} maxW="xs" />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {CURRENCIES.map((c) => (
            <TextField
              key={c}
              name={c}
              label={`${c} per RM 1`}
              hint={CURRENCY_NAMES[c]}
              inputMode="decimal"
              value={rates[c]}
              error={errors[c]}
              onChange={(value) => setRates((r) => ({ ...r, [c]: value }))}
            />
          ))}
        </SimpleGrid>
        {general && (
          <Text role="alert" color="red.fg">
            {general}
          </Text>
        )}
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
