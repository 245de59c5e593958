import { chakra, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { convertedFee, CURRENCIES, isCurrency, roughly, type Currency, type CurrencyRates } from '@contract/currency';
import type { Language } from '@contract/languages';
import { formatDate, formatNumber } from '../../../lib/format';
import { chooseCurrency, useChosenCurrency, useCurrencyRates } from './currency-choice';
import { useTranslator, type MessageId, type Translate } from '../../../i18n/i18n';

// The control's words, in one place for the later translation.
const TEXT = {
  label: 'universities.currency.label',
  none: 'universities.currency.none',
  hint: 'universities.currency.hint',
} as const satisfies Record<string, MessageId>;

/** The currency a family reads fees in (docs/PRODUCT.md §2.3.1), remembered on the device. */
export function FeeCurrencyControl() {
  const { t } = useTranslator();
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
              {c}: {t(`universities.currency.name.${c}`)}
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

/**
 * The English of the spec (contract/currency.ts), or the page's language: its words, its number separators and its
 * date ('environ 240 000 KES, taux du 1 nov. 2026').
 */
function convertedFeeIn(ringgit: number, currency: Currency, rates: CurrencyRates, language: Language, t: Translate): string | null {
  const english = convertedFee(ringgit, currency, rates);
  if (language === 'en' || english === null) return english;
  const amount = formatNumber(roughly(ringgit * rates.rates[currency]!), language);
  return t('universities.convertedFee', { currency, amount, date: formatDate(rates.asOf, language) });
}

/** "about KES 240,000, rate of 1 Nov 2026" under a fee in ringgit, once a currency is chosen and its rate known. */
export function ConvertedFee({ ringgit }: { ringgit: number }) {
  const { language, t } = useTranslator();
  const currency = useChosenCurrency();
  const { data: rates } = useCurrencyRates(currency);
  const text = currency && rates ? convertedFeeIn(ringgit, currency, rates, language, t) : null;
  if (!text) return null;
  return (
    <Text as="span" display="block" fontSize="xs" fontWeight="normal" color="fg.muted">
      {text}
    </Text>
  );
}
