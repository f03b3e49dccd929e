/**
 * Offline alerts' calls (decisions 0048–0050), typed from the API contract in @ambient/core, and
 * their query keys (resource first).
 */
import type {
  FacilityAlertSettings,
  FacilityAlertSettingsResponse,
  OfflineAlertsResponse,
} from '@ambient/core';
import { api } from '../../../api/http-client';

const byId = (id: number) => ({ params: { path: { id } } });

export const offlineAlertKeys = {
  all: ['offlineAlerts'] as const,
  open: ['offlineAlerts', 'open'] as const,
  ofKiosk: (kioskId: number) => ['offlineAlerts', 'kiosk', kioskId] as const,
  settings: (facilityId: number) => ['facilityAlertSettings', facilityId] as const,
};

export const offlineAlertsApi = {
  open: (signal?: AbortSignal): Promise<OfflineAlertsResponse> => api.get('/api/offline-alerts', { signal }),
  ofKiosk: (kioskId: number, signal?: AbortSignal): Promise<OfflineAlertsResponse> =>
    api.get('/api/kiosks/{id}/offline-alerts', { ...byId(kioskId), signal }),
  settings: (facilityId: number, signal?: AbortSignal): Promise<FacilityAlertSettingsResponse> =>
    api.get('/api/facilities/{id}/alert-settings', { ...byId(facilityId), signal }),
  changeSettings: (
    facilityId: number,
    settings: FacilityAlertSettings,
  ): Promise<FacilityAlertSettingsResponse> =>
    api.put('/api/facilities/{id}/alert-settings', { ...byId(facilityId), body: settings }),
};
