import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { OptionalChunk } from '../components/optional-chunk';
import { Toaster } from '../components/toaster';
import { appSystem } from '../lib/theme';
import { queryClient } from './query-client';

// Its own chunk: registering the service worker (workbox-window) waits until after the first paint.
const UpdatePrompt = lazy(() => import('../components/update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/** The app's providers; the server passes the request's QueryClient (web/src/server-entry.tsx), so that both render
 * the same tree and hydration finds what it expects. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <ChakraProvider value={appSystem()}>
        {children}
        <Toaster />
        <OptionalChunk>
          <UpdatePrompt />
        </OptionalChunk>
      </ChakraProvider>
    </QueryClientProvider>
  );
}
