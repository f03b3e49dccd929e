import type {
  CommandResultPayload,
  KioskCommand,
  KioskType,
  LevelsPayload,
  MediaSyncPayload,
  MessageOpenedPayload,
  OfflineReason,
} from '@ambient/device-protocol';

/**
 * What the gateway has observed about kiosks, in its own terms (not yet the domain's events:
 * recording them in the event store is a later change). Times are the gateway's clock.
 */
export interface GatewayEvents {
  kioskOnline: { serial: string; kioskType: KioskType; at: Date };
  /** `presenceCleared`: someone removed the kiosk's retained presence (a decommissioned kiosk). */
  kioskOffline: { serial: string; reason: OfflineReason | 'presenceCleared'; at: Date };
  kioskHeartbeat: { serial: string; uptimeSeconds: number; at: Date };
  /** A media sync report (retained: read again on every gateway start). */
  kioskMediaSync: { serial: string; report: MediaSyncPayload; at: Date };
  /** The levels the kiosk has installed (retained). */
  kioskLevels: { serial: string; levels: LevelsPayload; at: Date };
  /** A command the gateway published to the kiosk. */
  kioskCommandSent: { serial: string; command: KioskCommand; at: Date };
  /** The kiosk's answer to a command. */
  kioskCommandResult: { serial: string; result: CommandResultPayload; at: Date };
  /** The kiosk's resident has seen a message (relayed to the console). */
  kioskMessageOpened: { serial: string; report: MessageOpenedPayload; at: Date };
}

export type GatewayEventName = keyof GatewayEvents;
