import '@tanstack/react-query';
import type { ErrorContext } from './api-error';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean; errorContext?: ErrorContext };
    mutationMeta: { silent?: boolean; errorContext?: ErrorContext };
  }
}
