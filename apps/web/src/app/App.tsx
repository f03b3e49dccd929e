import { Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { ConfigGate, OidcProvider, SessionProvider } from '../modules/session';
import { FeedbackHost } from '../modules/shell';
import { FullPageMessage } from '../ui/components/FullPageMessage';
import { ApiClientBridge } from './ApiClientBridge';
import { AppRoutes } from './AppRoutes';
import { LocaleThemeProvider } from './LocaleThemeProvider';
import { createQueryClient } from './query-client';

/** Inside the hidden frame of a silent token renewal only the identity client runs. */
const inSilentRenewFrame = window.self !== window.top;

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <Suspense fallback={<FullPageMessage />}>
      <QueryClientProvider client={queryClient}>
        <LocaleThemeProvider>
          <ConfigGate>
            {(config) => (
              <OidcProvider config={config}>
                {inSilentRenewFrame ? null : (
                  <BrowserRouter>
                    <ApiClientBridge />
                    <SessionProvider>
                      <AppRoutes />
                    </SessionProvider>
                    <FeedbackHost />
                  </BrowserRouter>
                )}
              </OidcProvider>
            )}
          </ConfigGate>
        </LocaleThemeProvider>
      </QueryClientProvider>
    </Suspense>
  );
}
