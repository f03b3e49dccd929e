import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { describeFailure } from '../ui/feedback/describe-failure.util';
import { feedback } from '../ui/feedback/feedback.store';

function report(
  error: unknown,
  meta: { silent?: boolean; errorContext?: 'default' | 'profile' } | undefined,
): void {
  if (meta?.silent) return;
  // A 401 ends the session; there is nothing to show.
  if (isApiError(error) && error.isUnauthorized) return;
  feedback.showDialog(describeFailure(error, meta?.errorContext));
}

/** Server data lives in TanStack Query; failures follow the result convention unless a query is silent. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
