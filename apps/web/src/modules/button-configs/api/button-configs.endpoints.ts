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
import { apiRequest } from '../../../api/http-client';

export const buttonConfigKeys = {
  all: ['buttonConfigs'] as const,
  manager: ['buttonConfigs', 'manager'] as const,
};

const id = (value: number): string => encodeURIComponent(String(value));

export const buttonConfigsApi = {
  /** The configurations, buttons, actions and every configuration's details. */
  manager: () => apiRequest<ButtonConfigsManagerResponse>('/buttonconfigs/manager'),
  addDetail: (payload: ConfigDetailPayload) =>
    apiRequest<ConfigDetailResponse>('/buttonconfigdetails', { method: 'POST', body: payload }),
  changeDetail: (payload: ConfigDetailPayload & { id: number }) =>
    apiRequest<ConfigDetailResponse>(`/buttonconfigdetails/${id(payload.id)}`, {
      method: 'PUT',
      body: payload,
    }),
  removeDetail: (detailId: number) =>
    apiRequest<ApiResponse<object>>(`/buttonconfigdetails/${id(detailId)}`, { method: 'DELETE' }),
};
