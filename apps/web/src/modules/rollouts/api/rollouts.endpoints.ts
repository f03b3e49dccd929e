/** The calls of the Rollouts screen (issue 10 point 5; decision 0052), and their query keys. */
import type { ApiResult, ReadModelName, Rollout, RolloutDetail, RolloutRequest } from '@ambient/core';
import { api } from '../../../api/http-client';

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
  list: (signal?: AbortSignal): Promise<ApiResult & { rollouts: Rollout[] }> =>
    api.get('/api/rollouts', { signal }),

  /** GET rollouts/{id}: a rollout with its failed kiosks. */
  one: (id: number, signal?: AbortSignal): Promise<ApiResult & { rollout: RolloutDetail }> =>
    api.get('/api/rollouts/{id}', { params: { path: { id } }, signal }),

  /** POST rollouts: its first group is told at once. */
  start: (input: RolloutStartInput): Promise<ApiResult & { rollout: RolloutDetail }> =>
    api.post('/api/rollouts', { body: input }),

  /** POST rollouts/{id}/pause|resume|cancel. */
  act: (id: number, action: RolloutAction): Promise<ApiResult & { rollout: RolloutDetail }> => {
    const init = { params: { path: { id } } };
    switch (action) {
      case 'pause':
        return api.post('/api/rollouts/{id}/pause', init);
      case 'resume':
        return api.post('/api/rollouts/{id}/resume', init);
      case 'cancel':
        return api.post('/api/rollouts/{id}/cancel', init);
    }
  },
};
