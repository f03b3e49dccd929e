import {
  DEFAULT_BASE_TOPIC,
  GOODBYE,
  KIOSK_CHANNELS,
  KIOSK_KEEPALIVE_SECONDS,
  LAST_WILL,
  PROTOCOL_VERSION,
  decodePayload,
  kioskClientId,
  kioskMessage,
  kioskTopic,
  type KioskCommand,
  type KioskTopicPayloads,
  type KioskType,
  type UpstreamChannel,
} from '@ambient/device-protocol';
import { connectAsync, type MqttClient } from 'mqtt';

export interface KioskSimulatorOptions {
  /** Broker URL, e.g. mqtt://127.0.0.1:18830 (the gateway's embedded broker). */
  url: string;
  serial: string;
  /** In the core's encoding: `KioskType.Abby` (1) or `KioskType.Genie` (2). */
  type: KioskType;
  baseTopic?: string;
  /** Per-kiosk credentials, once the gateway issues them. */
  username?: string;
  password?: string;
  /** MQTT keepalive (default KIOSK_KEEPALIVE_SECONDS): the broker publishes the last will after 1.5 times this without traffic. */
  keepaliveSeconds?: number;
  /** Heartbeats sent on their own while connected; null (the default) sends them only on heartbeat(). */
  heartbeatIntervalMs?: number | null;
  /** Reconnect after a lost connection, like a real kiosk (default); 0 stays disconnected. */
  reconnectPeriodMs?: number;
  now?: () => Date;
  /** Failures of what the simulator does on its own (announcing after a reconnect, timed heartbeats). */
  onError?: (error: unknown) => void;
}

export type CommandListener = (command: KioskCommand) => void;

/**
 * An Abby or Genie kiosk as the gateway sees it over MQTT: it announces itself online (retained,
 * with an offline last will), sends heartbeats, receives commands, and leaves either cleanly
 * (disconnect) or by losing its connection (drop).
 */
export class KioskSimulator {
  private client: MqttClient | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private readonly commandListeners = new Set<CommandListener>();
  private readonly baseTopic: string;
  private readonly now: () => Date;
  private readonly startedAt: Date;
  private readonly onError: (error: unknown) => void;

  constructor(private readonly options: KioskSimulatorOptions) {
    this.baseTopic = options.baseTopic ?? DEFAULT_BASE_TOPIC;
    this.now = options.now ?? (() => new Date());
    this.startedAt = this.now();
    this.onError = options.onError ?? (() => undefined);
    kioskTopic(options.serial, 'presence', this.baseTopic); // fails early on a serial that cannot be a topic level
  }

  get serial(): string {
    return this.options.serial;
  }

  get connected(): boolean {
    return this.client?.connected === true;
  }

  /** Connects with its last will registered, then announces itself online (again on every reconnect). */
  async connect(): Promise<void> {
    if (this.client !== null) throw new Error(`Kiosk ${this.serial} is already connected`);
    const will = kioskMessage(this.serial, 'presence', LAST_WILL, this.baseTopic);
    const client = await connectAsync(
      this.options.url,
      {
        clientId: kioskClientId(this.serial),
        clean: true,
        keepalive: this.options.keepaliveSeconds ?? KIOSK_KEEPALIVE_SECONDS,
        reconnectPeriod: this.options.reconnectPeriodMs ?? 1_000,
        username: this.options.username,
        password: this.options.password,
        will: { topic: will.topic, payload: Buffer.from(will.payload), qos: will.qos, retain: will.retain },
      },
      false,
    );
    this.client = client;
    client.on('message', (topic, payload) => {
      if (topic === this.commandsTopic) this.receiveCommand(payload);
    });
    client.on('connect', () => {
      // A reconnect: the broker may have published the last will meanwhile.
      this.announceOnline().catch(this.onError);
    });
    await client.subscribeAsync(this.commandsTopic, { qos: KIOSK_CHANNELS.commands.qos });
    await this.announceOnline();
    const interval = this.options.heartbeatIntervalMs ?? null;
    if (interval !== null) {
      this.heartbeatTimer = setInterval(() => {
        if (this.connected) this.heartbeat().catch(this.onError);
      }, interval);
    }
  }

  async heartbeat(): Promise<void> {
    const uptimeSeconds = Math.max(0, Math.round((this.now().getTime() - this.startedAt.getTime()) / 1000));
    await this.publish('heartbeat', { sentAt: this.now().toISOString(), uptimeSeconds });
  }

  /** Leaves cleanly: says it is offline (retained), then disconnects, so no last will is published. */
  async disconnect(): Promise<void> {
    const client = this.release();
    if (client === null) return;
    if (client.connected) {
      await this.publishWith(client, 'presence', GOODBYE);
      await client.endAsync();
    } else {
      await client.endAsync(true);
    }
  }

  /** Loses its connection without a DISCONNECT packet, as on a network or power cut: the broker publishes the last will. */
  async drop(): Promise<void> {
    const client = this.release();
    if (client !== null) await client.endAsync(true);
  }

  /** Returns the function that stops listening. */
  onCommand(listener: CommandListener): () => void {
    this.commandListeners.add(listener);
    return () => this.commandListeners.delete(listener);
  }

  private async announceOnline(): Promise<void> {
    await this.publish('presence', {
      state: 'online',
      kioskType: this.options.type,
      protocolVersion: PROTOCOL_VERSION,
      since: this.now().toISOString(),
    });
  }

  private receiveCommand(payload: Buffer): void {
    const decoded = decodePayload('commands', payload);
    if (!decoded.ok) return;
    for (const listener of this.commandListeners) listener(decoded.value);
  }

  private async publish<C extends UpstreamChannel>(
    channel: C,
    payload: KioskTopicPayloads[C],
  ): Promise<void> {
    if (this.client === null) throw new Error(`Kiosk ${this.serial} is not connected`);
    await this.publishWith(this.client, channel, payload);
  }

  private async publishWith<C extends UpstreamChannel>(
    client: MqttClient,
    channel: C,
    payload: KioskTopicPayloads[C],
  ): Promise<void> {
    const message = kioskMessage(this.serial, channel, payload, this.baseTopic);
    await client.publishAsync(message.topic, message.payload, { qos: message.qos, retain: message.retain });
  }

  private get commandsTopic(): string {
    return kioskTopic(this.serial, 'commands', this.baseTopic);
  }

  private release(): MqttClient | null {
    if (this.heartbeatTimer !== null) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    const client = this.client;
    this.client = null;
    return client;
  }
}
