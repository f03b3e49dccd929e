/** The calls of the Abby update screens (spec 02 §7 "Abby activities and updates"), and their query keys. */
import type {
  ActivateOverrideAbbysResponse,
  OverrideAbbysResponse,
  UnupdatedAbbysResponse,
} from '@ambient/core';
import { apiRequest } from './http-client';

export const abbyUpdateKeys = {
  overrides: ['kiosks', 'update-override-abbys'] as const,
  unupdated: ['kiosks', 'unupdated-abbys'] as const,
};

export const abbyUpdatesApi = {
  overrideKiosks: (signal?: AbortSignal) =>
    apiRequest<OverrideAbbysResponse>('/kiosks/update-override-abbys', { signal }),

  /** Save Changes: the selection becomes the override kiosks. */
  activateOverrides: (kioskIds: number[]) =>
    apiRequest<ActivateOverrideAbbysResponse>('/kiosks/activate-override-abbys', {
      method: 'POST',
      body: kioskIds,
    }),

  unupdated: (signal?: AbortSignal) =>
    apiRequest<UnupdatedAbbysResponse>('/kiosks/unupdated-abbys', { signal }),
};
