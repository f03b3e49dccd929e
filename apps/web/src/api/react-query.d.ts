import '@tanstack/react-query';
import type { ReadModelName } from '@ambient/core';
import type { ErrorContext } from './api-error';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      silent?: boolean;
      errorContext?: ErrorContext;
      /** The server's read models the answer comes from: a change to one of them refetches it. */
      readModels?: readonly ReadModelName[];
    };
    mutationMeta: { silent?: boolean; errorContext?: ErrorContext };
  }
}
