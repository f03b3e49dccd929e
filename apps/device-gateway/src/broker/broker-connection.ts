import { randomBytes, randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { connect, type IPublishPacket, type MqttClient } from 'mqtt';
import {
  GATEWAY_USERNAME,
  KIOSK_CHANNELS,
  LAST_WILL,
  isValidSerial,
  decodePayload,
  kioskMessage,
  isUpstreamChannel,
  kioskChannelFilter,
  parseKioskTopic,
  type DownstreamChannel,
  type KioskChannel,
  type KioskTopicPayloads,
  type UpstreamChannel,
} from '@ambient/device-protocol';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { CredentialSync, type CredentialSnapshot } from '../credentials/credential-sync.js';
import {
  KIOSK_CREDENTIALS,
  type KioskCredentialDirectory,
} from '../credentials/kiosk-credential-directory.js';
import { EmbeddedBroker } from './embedded-broker.js';

export type BrokerState = 'up' | 'down';

/** A checked message from a kiosk, or the clearing of its retained message (an empty payload). */
export type InboundKioskMessage<C extends UpstreamChannel> =
  | { kind: 'payload'; serial: string; payload: KioskTopicPayloads[C]; retained: boolean }
  | { kind: 'cleared'; serial: string };

export type InboundHandler<C extends UpstreamChannel> = (message: InboundKioskMessage<C>) => void;

/**
 * The broker capability: starts the embedded aedes broker when no MQTT_URL is set, then connects
 * to the broker (embedded or real) over MQTT, reconnecting after a drop. Other capabilities
 * subscribe to upstream channels here and receive only payloads that passed the protocol's checks.
 */
@Injectable()
export class BrokerConnection implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Broker');
  private readonly handlers: { [C in UpstreamChannel]: Set<InboundHandler<C>> } = {
    presence: new Set(),
    heartbeat: new Set(),
    'media-sync': new Set(),
    levels: new Set(),
    'command-results': new Set(),
    'message-opened': new Set(),
  };
  private embedded: EmbeddedBroker | null = null;
  private client: MqttClient | null = null;
  private endpoint: { engine: string; url: string } | null = null;
  private stopClosingSessions: (() => void) | null = null;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Optional()
    @Inject(KIOSK_CREDENTIALS)
    private readonly credentials: KioskCredentialDirectory | null = null,
    @Optional()
    @Inject(CredentialSync)
    private readonly credentialSync: CredentialSync | null = null,
  ) {}

  /** Whether the embedded broker checks each kiosk's credentials and topics (decision 0028). */
  get enforcesCredentials(): boolean {
    return this.credentials !== null && this.config.mqttUrl === null;
  }

  /** Publishes a message down to one kiosk, with the QoS of its channel. */
  async publish<C extends DownstreamChannel>(
    serial: string,
    channel: C,
    payload: KioskTopicPayloads[C],
  ): Promise<void> {
    await this.publishAs(serial, channel, payload);
  }

  async onModuleInit(): Promise<void> {
    await this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** `aedes (embedded)` or `mqtt <url>`. */
  get engine(): string {
    return this.started().engine;
  }

  /** The broker's URL, without credentials. */
  get url(): string {
    return this.started().url;
  }

  get state(): BrokerState {
    const brokerUp = this.embedded?.listening ?? true;
    return brokerUp && this.client?.connected === true ? 'up' : 'down';
  }

  /**
   * Receives every message of one upstream channel, from every kiosk, retained ones included.
   * Returns the function that stops receiving them.
   */
  async subscribe<C extends UpstreamChannel>(
    channel: C,
    handler: InboundHandler<C>,
  ): Promise<() => Promise<void>> {
    const client = this.connectedClient();
    const handlers: Set<InboundHandler<C>> = this.handlers[channel];
    const filter = kioskChannelFilter(channel, this.config.baseTopic);
    handlers.add(handler);
    if (handlers.size === 1) {
      try {
        await client.subscribeAsync(filter, { qos: KIOSK_CHANNELS[channel].qos });
      } catch (error) {
        handlers.delete(handler);
        throw error;
      }
    }
    return async () => {
      if (!handlers.delete(handler) || handlers.size > 0) return;
      if (this.client === client && client.connected) await client.unsubscribeAsync(filter);
    };
  }

  async start(): Promise<void> {
    if (this.client !== null) throw new Error('The broker connection is already started');
    let url: string;
    let login: { username?: string; password?: string } = {};
    if (this.config.mqttUrl === null) {
      const gatewayPassword = randomBytes(24).toString('base64url');
      const access =
        this.credentials === null
          ? null
          : {
              credentials: this.credentials,
              gatewayPassword,
              baseTopic: this.config.baseTopic,
              onRefused: (what: string) => this.logger.warn(`Refused: ${what}`),
            };
      this.embedded = await EmbeddedBroker.start(this.config.mqttHost, this.config.mqttPort, access);
      if (access !== null) login = { username: GATEWAY_USERNAME, password: gatewayPassword };
      else this.logger.warn('No kiosk credentials configured: the embedded broker accepts any client');
      url = this.embedded.url;
      this.endpoint = { engine: 'aedes (embedded)', url };
      this.logger.log(`Embedded aedes broker listening at ${url}`);
    } else {
      url = this.config.mqttUrl;
      // A Mosquitto whose accounts the gateway keeps has the gateway's own before it is asked to sign in.
      await this.credentialSync?.prepare();
      const publicUrl = withoutCredentials(url);
      this.endpoint = { engine: `mqtt ${publicUrl}`, url: publicUrl };
    }

    const client = connect(url, {
      clientId: `ambient-gateway-${randomUUID().slice(0, 8)}`,
      ...login,
      clean: true,
      keepalive: 30,
      reconnectPeriod: 2_000,
      connectTimeout: Math.min(this.config.connectTimeoutMs, 10_000),
    });
    this.client = client;
    client.on('message', (topic, payload, packet) => this.dispatch(topic, payload, packet));
    client.on('error', (error) => this.logger.error(`MQTT client error: ${error.message}`));
    try {
      await firstConnection(client, this.config.connectTimeoutMs, this.config.mosquitto != null);
    } catch (error) {
      await this.stop();
      throw new Error(`Could not connect to the MQTT broker at ${this.endpoint.url}: ${String(error)}`, {
        cause: error,
      });
    }
    this.logger.log(`Connected to ${this.endpoint.engine}`);
    // A rotated or ended secret ends the kiosk's session at once (decision 0028).
    this.stopClosingSessions =
      this.credentialSync?.onRead((snapshot) => void this.endStaleSessions(snapshot)) ?? null;
    client.on('connect', () => this.logger.log(`Reconnected to ${this.url}`));
    client.on('offline', () => this.logger.warn(`Lost the connection to ${this.url}; reconnecting`));
  }

  /**
   * Ends the sessions opened with a secret that is no longer the kiosk's. The embedded broker
   * closes them (and publishes their last will, as for any dropped connection). A Mosquitto whose
   * files were just written ends them itself and publishes no will: the gateway publishes it for
   * those kiosks, retained, so they are offline until they sign in with their current secret
   * (Mosquitto knew no other secret of theirs, so whatever session they had is gone).
   */
  private async endStaleSessions(snapshot: CredentialSnapshot): Promise<void> {
    this.embedded?.closeStaleSessions(snapshot.hashes, snapshot.readStartedAt);
    for (const serial of snapshot.dropped) {
      if (!isValidSerial(serial)) continue;
      try {
        await this.publishAs(serial, 'presence', LAST_WILL);
      } catch (error) {
        this.logger.warn(`The end of kiosk ${serial}'s session could not be published: ${String(error)}`);
      }
    }
  }

  private async publishAs<C extends KioskChannel>(
    serial: string,
    channel: C,
    payload: KioskTopicPayloads[C],
  ): Promise<void> {
    const message = kioskMessage(serial, channel, payload, this.config.baseTopic);
    await this.connectedClient().publishAsync(message.topic, message.payload, {
      qos: message.qos,
      retain: message.retain,
    });
  }

  async stop(): Promise<void> {
    const client = this.client;
    const embedded = this.embedded;
    this.client = null;
    this.embedded = null;
    this.stopClosingSessions?.();
    this.stopClosingSessions = null;
    for (const handlers of Object.values(this.handlers)) handlers.clear();
    if (client !== null) await client.endAsync(!client.connected);
    if (embedded !== null) await embedded.stop();
  }

  private dispatch(topic: string, payload: Buffer, packet: IPublishPacket): void {
    const parsed = parseKioskTopic(topic, this.config.baseTopic);
    if (parsed === null || !isUpstreamChannel(parsed.channel)) {
      this.logger.debug(`Ignored a message on ${topic}`);
      return;
    }
    this.deliver(parsed.channel, parsed.serial, payload, packet.retain);
  }

  private deliver<C extends UpstreamChannel>(
    channel: C,
    serial: string,
    payload: Buffer,
    retained: boolean,
  ): void {
    let message: InboundKioskMessage<C>;
    if (payload.length === 0) {
      message = { kind: 'cleared', serial };
    } else {
      const decoded = decodePayload(channel, payload);
      if (!decoded.ok) {
        this.logger.warn(`Dropped an invalid ${channel} message from kiosk ${serial}: ${decoded.error}`);
        return;
      }
      message = { kind: 'payload', serial, payload: decoded.value, retained };
    }
    const handlers: Set<InboundHandler<C>> = this.handlers[channel];
    for (const handler of handlers) {
      try {
        handler(message);
      } catch (error) {
        this.logger.error(`A ${channel} handler failed on kiosk ${serial}: ${String(error)}`);
      }
    }
  }

  private started(): { engine: string; url: string } {
    if (this.endpoint === null) throw new Error('The broker connection is not started');
    return this.endpoint;
  }

  private connectedClient(): MqttClient {
    if (this.client === null) throw new Error('The broker connection is not started');
    return this.client;
  }
}

function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
}

/** Resolves on the first CONNACK; rejects on a refused connection or after the timeout. */
/**
 * Resolves at the first connection, rejects at the first error or after `timeoutMs`. With
 * `refusalsPass`, a refused sign-in is tried again until the timeout: a Mosquitto whose files the
 * gateway just wrote may not have read them yet.
 */
function firstConnection(client: MqttClient, timeoutMs: number, refusalsPass = false): Promise<void> {
  return new Promise((resolve, reject) => {
    let lastError: Error | null = null;
    const timer = setTimeout(
      () => settle(lastError ?? new Error(`no connection within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onConnect = (): void => settle(null);
    const onError = (error: Error): void => {
      if (refusalsPass && isRefusal(error)) lastError = error;
      else settle(error);
    };
    function settle(error: Error | null): void {
      clearTimeout(timer);
      client.off('connect', onConnect);
      client.off('error', onError);
      if (error === null) resolve();
      else reject(error);
    }
    client.once('connect', onConnect);
    client.on('error', onError);
  });
}

/** A CONNACK refusing the sign-in (MQTT 3.1.1 codes 4 and 5, MQTT 5 codes 134 and 135). */
function isRefusal(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  return code === 4 || code === 5 || code === 134 || code === 135;
}
