import { chakra, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { convertedFee, CURRENCIES, CURRENCY_NAMES, isCurrency } from '@contract/currency';
import { chooseCurrency, useChosenCurrency, useCurrencyRates } from './currency-choice';
import { useT, type MessageId } from '../../../i18n/i18n';

// The control's words, in one place for the later translation.
const TEXT = {
  label: 'universities.currency.label',
  none: 'universities.currency.none',
  hint: 'universities.currency.hint',
} as const satisfies Record<string, MessageId>;

/** The currency a family reads fees in (docs/PRODUCT.md §2.3.1), remembered on the device. */
export function FeeCurrencyControl() {
  const t = useT();
  const id = useId();
  const currency = useChosenCurrency();
  return (
    <Stack gap={1} maxW={{ sm: 'xs' }}>
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {t(TEXT.label)}
      </chakra.label>
      <NativeSelect.Root size="md">
        <NativeSelect.Field id={id} value={currency ?? ''} onChange={(e) => chooseCurrency(isCurrency(e.target.value) ? e.target.value : null)}>
          <option value="">{t(TEXT.none)}</option>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}: {CURRENCY_NAMES[c]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Text fontSize="xs" color="fg.muted">
        {t(TEXT.hint)}
      </Text>
    </Stack>
  );
}

/** "about KES 240,000, rate of 1 Nov 2026" under a fee in ringgit, once a currency is chosen and its rate known. */
export function ConvertedFee({ ringgit }: { ringgit: number }) {
  const currency = useChosenCurrency();
  const { data: rates } = useCurrencyRates(currency);
  const text = currency && rates ? convertedFee(ringgit, currency, rates) : null;
  if (!text) return null;
  return (
    <Text as="span" display="block" fontSize="xs" fontWeight="normal" color="fg.muted">
      {text}
    </Text>
  );
}
