import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrencyRates, CurrencyRatesPut } from '@contract';
import { apiRequest } from '../../../lib/api-client';

// The exchange rates (docs/PRODUCT.md §3.11): read from the public endpoint, saved online only.
const RATES_KEY = ['/api/currency-rates'] as const;

export const useCurrencyRateTable = () => useQuery<CurrencyRates>({ queryKey: RATES_KEY });

export function useSaveCurrencyRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CurrencyRatesPut) => apiRequest<CurrencyRates>('PUT', '/api/admin/currency-rates', input),
    onSuccess: (saved) => queryClient.setQueryData(RATES_KEY, saved),
    onError: () => queryClient.invalidateQueries({ queryKey: RATES_KEY }),
  });
}
