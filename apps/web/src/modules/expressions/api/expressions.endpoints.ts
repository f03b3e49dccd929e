/** The Abby expressions calls (spec 03 §7 "Expressions"; decision 0064) and their query keys. */
import type { ApiPaths, ExpressionSegment, ExpressionsManagerResponse } from '@ambient/core';
import { api } from '../../../api/http-client';

/** What PUT expressions/language/{languageId}/{segment} takes: the set's items. */
type ExpressionItems =
  ApiPaths['/api/expressions/language/{languageId}/{segment}']['put']['requestBody']['content']['application/json'];

export const expressionKeys = {
  manager: ['expressions', 'manager'] as const,
};

export const expressionsApi = {
  manager: (signal?: AbortSignal): Promise<ExpressionsManagerResponse> =>
    api.get('/api/expressions/manager', { signal }),
  /** Replaces a language's translation of one set with the edited list. */
  replace: (
    languageId: number,
    segment: ExpressionSegment,
    items: ReadonlyArray<Record<string, unknown>>,
  ): Promise<ExpressionsManagerResponse> =>
    api.put('/api/expressions/language/{languageId}/{segment}', {
      params: { path: { languageId, segment } },
      // The edited items are built as loose records (expression-sets.util's payloadOf): each has
      // its id and the set's texts, which the API validates.
      body: items as ExpressionItems,
    }),
};
