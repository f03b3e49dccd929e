/**
 * The Genie button configuration calls (spec 02 §7 "Genie configuration"), typed from the API
 * contract in @ambient/core, and their query keys.
 */
import type {
  ApiResponse,
  ButtonConfigsManagerResponse,
  ConfigDetailPayload,
  ConfigDetailResponse,
} from '@ambient/core';
import { api } from '../../../api/http-client';

export const buttonConfigKeys = {
  all: ['buttonConfigs'] as const,
  manager: ['buttonConfigs', 'manager'] as const,
};

export const buttonConfigsApi = {
  /** The configurations, buttons, actions and every configuration's details. */
  manager: (): Promise<ButtonConfigsManagerResponse> => api.get('/api/buttonconfigs/manager'),
  addDetail: (payload: ConfigDetailPayload): Promise<ConfigDetailResponse> =>
    api.post('/api/buttonconfigdetails', { body: payload }),
  changeDetail: (payload: ConfigDetailPayload & { id: number }): Promise<ConfigDetailResponse> =>
    api.put('/api/buttonconfigdetails/{id}', { params: { path: { id: payload.id } }, body: payload }),
  removeDetail: (detailId: number): Promise<ApiResponse<object>> =>
    api.delete('/api/buttonconfigdetails/{id}', { params: { path: { id: detailId } } }),
};
