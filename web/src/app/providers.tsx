import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Toaster } from '../components/toaster';
import { system } from '../lib/theme';
import { queryClient } from './query-client';

// Its own chunk: registering the service worker (workbox-window) waits until after the first paint.
const UpdatePrompt = lazy(() => import('../components/update-prompt').then((m) => ({ default: m.UpdatePrompt })));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={system}>
        {children}
        <Toaster />
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      </ChakraProvider>
    </QueryClientProvider>
  );
}
