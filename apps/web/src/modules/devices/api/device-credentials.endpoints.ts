/**
 * A kiosk's device sign-in (decision 0028), typed from the API contract in @ambient/core, and its
 * query keys. Admins only; the secret comes back in the answer to an issue, and only there.
 */
import type { ApiResponse, DeviceCredentialStatus } from '@ambient/core';
import { api } from '../../../api/http-client';

export type DeviceCredentialResponse = ApiResponse<DeviceCredentialStatus>;
export type IssuedDeviceCredentialResponse = ApiResponse<DeviceCredentialStatus & { secret: string }>;

const ofKiosk = (kioskId: number) => ({ params: { path: { id: kioskId } } });

export const deviceCredentialKeys = {
  all: ['deviceCredential'] as const,
  one: (kioskId: number) => ['deviceCredential', kioskId] as const,
};

export const deviceCredentialsApi = {
  status: (kioskId: number, signal?: AbortSignal): Promise<DeviceCredentialResponse> =>
    api.get('/api/kiosks/{id}/device-credential', { ...ofKiosk(kioskId), signal }),
  /** Issues the kiosk's first secret, or rotates it: the previous one stops working. */
  issue: (kioskId: number): Promise<IssuedDeviceCredentialResponse> =>
    api.post('/api/kiosks/{id}/device-credential', ofKiosk(kioskId)),
};
