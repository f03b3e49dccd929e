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
import { api } from '../../../api/http-client';

export const keyTagKeys = {
  all: ['keyTags'] as const,
  mapper: ['keyTags', 'mapper'] as const,
};

const byId = (id: number) => ({ params: { path: { id } } });

export const keyTagsApi = {
  /** The kiosks, residents, facilities and mappings the caller may see. */
  mapper: (): Promise<KeyTagMapperResponse> => api.get('/api/kiosks/keytags/mapper'),
  create: (payload: KeyTagPayload): Promise<KeyTagResponse> =>
    api.post('/api/kiosks/keytags', { body: payload }),
  update: (payload: KeyTagPayload & { id: number }): Promise<KeyTagResponse> =>
    api.put('/api/kiosks/keytags/{id}', { ...byId(payload.id), body: payload }),
  /** Assigns a resident of the mapping's kiosk; null is Unassigned. */
  assignResident: (keyTagId: number, residentId: number | null): Promise<KeyTagResponse> =>
    api.put('/api/kiosks/keytags/{id}/resident', {
      ...byId(keyTagId),
      body: { residentId } satisfies KeyTagResidentPayload,
    }),
  remove: (keyTagId: number): Promise<ApiResponse<object>> =>
    api.delete('/api/kiosks/keytags/{id}', byId(keyTagId)),
};
