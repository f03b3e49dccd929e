/** The calls of the Rollouts screen (issue 10 point 5; decision 0052), and their query keys. */
import type { ApiResult, ReadModelName, Rollout, RolloutDetail, RolloutRequest } from '@ambient/core';
import { apiRequest } from '../../../api/http-client';

/** POST rollouts: a released level for a kind of kiosk, in groups; the last group takes the rest. */
export type RolloutStartInput = RolloutRequest;

export type RolloutAction = 'pause' | 'resume' | 'cancel';

/** The read models the rollouts answers come from. */
export const ROLLOUT_READ_MODELS: readonly ReadModelName[] = ['rollouts', 'rollout_kiosks'];

export const rolloutKeys = {
  all: ['rollouts'] as const,
  list: ['rollouts', 'getList'] as const,
  one: (id: number) => ['rollouts', 'getOne', id] as const,
};

export const rolloutsApi = {
  /** GET rollouts: every rollout, newest first. */
  list: (signal?: AbortSignal) => apiRequest<ApiResult & { rollouts: Rollout[] }>('/rollouts', { signal }),

  /** GET rollouts/{id}: a rollout with its failed kiosks. */
  one: (id: number, signal?: AbortSignal) =>
    apiRequest<ApiResult & { rollout: RolloutDetail }>(`/rollouts/${id}`, { signal }),

  /** POST rollouts: its first group is told at once. */
  start: (input: RolloutStartInput) =>
    apiRequest<ApiResult & { rollout: RolloutDetail }>('/rollouts', { method: 'POST', body: input }),

  /** POST rollouts/{id}/pause|resume|cancel. */
  act: (id: number, action: RolloutAction) =>
    apiRequest<ApiResult & { rollout: RolloutDetail }>(`/rollouts/${id}/${action}`, { method: 'POST' }),
};
