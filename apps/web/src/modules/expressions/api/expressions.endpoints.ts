/** The Abby expressions calls (spec 03 §7 "Expressions"; decision 0064) and their query keys. */
import type { ExpressionSegment, ExpressionsManagerResponse } from '@ambient/core';
import { apiRequest } from '../../../api/http-client';

export const expressionKeys = {
  manager: ['expressions', 'manager'] as const,
};

export const expressionsApi = {
  manager: (signal?: AbortSignal) =>
    apiRequest<ExpressionsManagerResponse>('/expressions/manager', { signal }),
  /** Replaces a language's translation of one set with the edited list. */
  replace: (languageId: number, segment: ExpressionSegment, items: ReadonlyArray<Record<string, unknown>>) =>
    apiRequest<ExpressionsManagerResponse>(`/expressions/language/${languageId}/${segment}`, {
      method: 'PUT',
      body: items,
    }),
};
