/**
 * Offline alerts' calls (decisions 0048–0050), typed from the API contract in @ambient/core, and
 * their query keys (resource first).
 */
import type {
  FacilityAlertSettings,
  FacilityAlertSettingsResponse,
  OfflineAlertsResponse,
} from '@ambient/core';
import { apiRequest } from '../../../api/http-client';

const id = (value: number): string => encodeURIComponent(String(value));

export const offlineAlertKeys = {
  all: ['offlineAlerts'] as const,
  open: ['offlineAlerts', 'open'] as const,
  ofKiosk: (kioskId: number) => ['offlineAlerts', 'kiosk', kioskId] as const,
  settings: (facilityId: number) => ['facilityAlertSettings', facilityId] as const,
};

export const offlineAlertsApi = {
  open: (signal?: AbortSignal) => apiRequest<OfflineAlertsResponse>('/offline-alerts', { signal }),
  ofKiosk: (kioskId: number, signal?: AbortSignal) =>
    apiRequest<OfflineAlertsResponse>(`/kiosks/${id(kioskId)}/offline-alerts`, { signal }),
  settings: (facilityId: number, signal?: AbortSignal) =>
    apiRequest<FacilityAlertSettingsResponse>(`/facilities/${id(facilityId)}/alert-settings`, { signal }),
  changeSettings: (facilityId: number, settings: FacilityAlertSettings) =>
    apiRequest<FacilityAlertSettingsResponse>(`/facilities/${id(facilityId)}/alert-settings`, {
      method: 'PUT',
      body: settings,
    }),
};
