import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { CURRENCY_STORAGE_KEY, isCurrency, type Currency, type CurrencyRates } from '@contract/currency';

/** GET /api/currency-rates: the rate table staff keep in Settings, loaded by the default loader from the key. */
export const currencyRatesQueryOptions = () => queryOptions<CurrencyRates>({ queryKey: ['/api/currency-rates'] });

const listeners = new Set<() => void>();

function stored(): Currency | null {
  try {
    const value = localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isCurrency(value) ? value : null;
  } catch {
    return null; // storage refused (private mode): RM only
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Remembers the visitor's currency on the device (null: ringgit only) and tells every fee on the page. */
export function chooseCurrency(currency: Currency | null): void {
  try {
    if (currency) localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
    else localStorage.removeItem(CURRENCY_STORAGE_KEY);
  } catch {
    // Not remembered; shown for this page all the same.
  }
  for (const listener of listeners) listener();
}

/**
 * The visitor's currency, or null. The server and the hydrating render read null (RM only), so the server's HTML
 * always matches; the stored choice shows in the render right after.
 */
export function useChosenCurrency(): Currency | null {
  return useSyncExternalStore(subscribe, stored, () => null);
}

/** The rates, asked for only once a currency is chosen: a visitor reading ringgit costs no request. */
export function useCurrencyRates(currency: Currency | null) {
  return useQuery({ ...currencyRatesQueryOptions(), enabled: currency !== null });
}
