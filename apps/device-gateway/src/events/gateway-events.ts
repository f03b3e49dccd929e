import type { KioskType, OfflineReason } from '@ambient/device-protocol';

/**
 * What the gateway has observed about kiosks, in its own terms (not yet the domain's events:
 * recording them in the event store is a later change). Times are the gateway's clock.
 */
export interface GatewayEvents {
  kioskOnline: { serial: string; kioskType: KioskType; at: Date };
  /** `presenceCleared`: someone removed the kiosk's retained presence (a decommissioned kiosk). */
  kioskOffline: { serial: string; reason: OfflineReason | 'presenceCleared'; at: Date };
  kioskHeartbeat: { serial: string; uptimeSeconds: number; at: Date };
}

export type GatewayEventName = keyof GatewayEvents;
