import type { DeviceEvent, FacilityAlertSettingsEvent, OfflineAlertEvent } from '@ambient/core';
import { EventProjection, ReadModelProjection, type ProjectionHandlers } from '@ambient/event-sourcing';
import { FacilityAlertSettingsRow, OfflineAlertRow, OfflineWatchRow } from './offline-alert.rows.js';

/** Projects the kiosks' offline alerts and the facilities' alert settings, with their events (decision 0049). */
@ReadModelProjection()
export class OfflineAlertsProjection extends EventProjection<OfflineAlertEvent | FacilityAlertSettingsEvent> {
  readonly name = 'kiosk_offline_alerts';
  readonly tables = ['kiosk_offline_alerts', 'facility_alert_settings'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<OfflineAlertEvent | FacilityAlertSettingsEvent> = {
    KioskOfflineAlertRaised: (data, _event, manager) =>
      manager.insert(OfflineAlertRow, {
        kioskId: data.kioskId,
        alertNumber: data.alertNumber,
        serialNumber: data.serialNumber,
        facilityId: data.facilityId,
        offlineSince: new Date(data.offlineSince),
        raisedAt: new Date(data.raisedAt),
        timeZone: data.timeZone,
        onlineAt: null,
        clearedAt: null,
      }),
    KioskOfflineAlertCleared: (data, _event, manager) =>
      manager.update(
        OfflineAlertRow,
        { kioskId: data.kioskId, alertNumber: data.alertNumber },
        { onlineAt: new Date(data.onlineAt), clearedAt: new Date(data.clearedAt) },
      ),
    FacilityAlertSettingsChanged: ({ facilityId, ...settings }, _event, manager) =>
      manager.upsert(FacilityAlertSettingsRow, { facilityId, ...settings }, ['facilityId']),
  };
}

type PresenceEvent = Extract<DeviceEvent, { type: 'KioskCameOnline' | 'KioskWentOffline' }>;

/**
 * Each device's presence, for the sweep that raises and clears alerts. Device facts are appended
 * by the gateway or the device facts slice, so this projection follows the log (not inline).
 */
@ReadModelProjection()
export class OfflineWatchProjection extends EventProjection<PresenceEvent> {
  readonly name = 'kiosk_offline_watch';
  readonly tables = ['kiosk_offline_watch'];
  protected readonly on: ProjectionHandlers<PresenceEvent> = {
    KioskCameOnline: ({ serialNumber, at }, _event, manager) =>
      manager.upsert(
        OfflineWatchRow,
        { serialNumber, presence: 'online', onlineSince: new Date(at), offlineSince: null },
        ['serialNumber'],
      ),
    KioskWentOffline: ({ serialNumber, at }, _event, manager) =>
      manager.upsert(OfflineWatchRow, { serialNumber, presence: 'offline', offlineSince: new Date(at) }, [
        'serialNumber',
      ]),
  };
}
