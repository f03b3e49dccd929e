/**
 * The Kiosk key/tag mapper's calls (spec 02 §7 "Key tags"), typed from the API contract in
 * @ambient/core, and their query keys. The resident assignment's path is ours
 * (docs/decisions/0008-key-tags-and-button-configs.md).
 */
import type {
  ApiResponse,
  KeyTagMapperResponse,
  KeyTagPayload,
  KeyTagResidentPayload,
  KeyTagResponse,
} from '@ambient/core';
import { apiRequest } from '../../../api/http-client';

export const keyTagKeys = {
  all: ['keyTags'] as const,
  mapper: ['keyTags', 'mapper'] as const,
};

const id = (value: number): string => encodeURIComponent(String(value));

export const keyTagsApi = {
  /** The kiosks, residents, facilities and mappings the caller may see. */
  mapper: () => apiRequest<KeyTagMapperResponse>('/kiosks/keytags/mapper'),
  create: (payload: KeyTagPayload) =>
    apiRequest<KeyTagResponse>('/kiosks/keytags', { method: 'POST', body: payload }),
  update: (payload: KeyTagPayload & { id: number }) =>
    apiRequest<KeyTagResponse>(`/kiosks/keytags/${id(payload.id)}`, { method: 'PUT', body: payload }),
  /** Assigns a resident of the mapping's kiosk; null is Unassigned. */
  assignResident: (keyTagId: number, residentId: number | null) =>
    apiRequest<KeyTagResponse>(`/kiosks/keytags/${id(keyTagId)}/resident`, {
      method: 'PUT',
      body: { residentId } satisfies KeyTagResidentPayload,
    }),
  remove: (keyTagId: number) =>
    apiRequest<ApiResponse<object>>(`/kiosks/keytags/${id(keyTagId)}`, { method: 'DELETE' }),
};
