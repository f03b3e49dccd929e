import {
  DEFAULT_BASE_TOPIC,
  GOODBYE,
  KIOSK_CHANNELS,
  KIOSK_KEEPALIVE_SECONDS,
  LAST_WILL,
  MAX_SYNC_FAILURES,
  PROTOCOL_VERSION,
  decodePayload,
  kioskApiPaths,
  kioskAuthorizationHeader,
  kioskClientId,
  kioskMessage,
  kioskTopic,
  type CommandResultPayload,
  type KioskAlbum,
  type KioskCommand,
  type KioskGeniegram,
  type KioskInboxMessage,
  type KioskResident,
  type KioskTopicPayloads,
  type LevelsPayload,
  type MediaSyncFailure,
  type KioskType,
  type UpstreamChannel,
} from '@ambient/device-protocol';
import { connect as connectClient, type MqttClient } from 'mqtt';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves at the client's first CONNACK; rejects, and ends the client, when the broker refuses
 * it or the connection closes first (as `connectAsync` without retries does).
 */
function connected(client: MqttClient): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error): void => {
      client.off('connect', onConnect);
      client.off('error', onError);
      client.off('close', onClose);
      if (error === undefined) return resolve();
      client.end(true, () => reject(error));
    };
    const onConnect = (): void => settle();
    const onError = (error: Error): void => settle(error);
    const onClose = (): void => settle(new Error('The connection closed before the broker accepted it'));
    client.once('connect', onConnect);
    client.once('error', onError);
    client.once('close', onClose);
  });
}

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
  /** Levels installed at start (default: never updated, no activity level). */
  levels?: Partial<LevelsPayload>;
  /** Media items held at start (default 0). */
  itemsHeld?: number;
  /**
   * Answer commands on its own (default): sync on syncNow and contentChanged, install on
   * updateAvailable, hold the message on messageReceived.
   */
  answerCommands?: boolean;
  faults?: Partial<KioskFaults>;
  /**
   * Show each message received to its resident at once, and report it opened (default false);
   * with `apiUrl`, once its words are read.
   */
  openMessages?: boolean;
  /**
   * The API's address (e.g. http://127.0.0.1:4280): the kiosk then reads each message it is told
   * of, and reports it opened, through the API with its credential (decision 0078). Without it the
   * kiosk only holds the ids and reports opened over MQTT.
   */
  apiUrl?: string;
}

/** A kiosk's call of the API that did not answer 200. */
export class KioskApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what}: ${status} ${JSON.stringify(body)}`);
    this.name = 'KioskApiError';
  }
}

/** What a simulated kiosk can be told to get wrong. */
export interface KioskFaults {
  /** Wait this long before answering a command. */
  ackDelayMs: number;
  /** Answer updateAvailable with a failed result instead of installing. */
  failInstall: boolean;
  /** Media items each sync fails to download (reported as failures). */
  failedSyncItems: number;
}

const NO_FAULTS: KioskFaults = { ackDelayMs: 0, failInstall: false, failedSyncItems: 0 };

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
  private readonly handledCommands = new Set<string>();
  private currentLevels: LevelsPayload;
  private itemsHeld: number;
  private faults: KioskFaults;
  /** The messages the kiosk holds for its residents, by id, and whether each was opened. */
  private readonly heldMessages = new Map<number, { residentId: number; opened: boolean }>();
  /** What the kiosk read of each message through the API. */
  private readonly readMessages = new Map<number, KioskInboxMessage>();

  constructor(private readonly options: KioskSimulatorOptions) {
    this.baseTopic = options.baseTopic ?? DEFAULT_BASE_TOPIC;
    this.currentLevels = {
      updateLevel: null,
      updateInstallDate: null,
      activityLevel: null,
      activityInstallDate: null,
      ...options.levels,
    };
    this.itemsHeld = options.itemsHeld ?? 0;
    this.faults = { ...NO_FAULTS, ...options.faults };
    if (options.answerCommands ?? true) this.onCommand((command) => this.answer(command));
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

  get levels(): LevelsPayload {
    return { ...this.currentLevels };
  }

  /** Changes what the kiosk gets wrong from now on. */
  setFaults(faults: Partial<KioskFaults>): void {
    this.faults = { ...this.faults, ...faults };
  }

  /** Reports a media sync that ended now: the items it holds and those that failed. */
  async reportMediaSync(
    itemsHeld: number = this.itemsHeld,
    failedItems: number = this.faults.failedSyncItems,
  ): Promise<void> {
    this.itemsHeld = itemsHeld;
    const failures: MediaSyncFailure[] = Array.from(
      { length: Math.min(failedItems, MAX_SYNC_FAILURES) },
      (_, index) => ({
        item: `media-${index + 1}.mp4`,
        error: 'Download interrupted',
      }),
    );
    await this.publish('media-sync', {
      mediaSyncDate: this.now().toISOString(),
      itemsHeld,
      failures,
      failureCount: failedItems,
    });
  }

  /** Installs levels now and reports them (retained). */
  async install(levels: { updateLevel?: number; activityLevel?: number }): Promise<void> {
    const at = this.now().toISOString();
    if (levels.updateLevel !== undefined) {
      this.currentLevels = { ...this.currentLevels, updateLevel: levels.updateLevel, updateInstallDate: at };
    }
    if (levels.activityLevel !== undefined) {
      this.currentLevels = {
        ...this.currentLevels,
        activityLevel: levels.activityLevel,
        activityInstallDate: at,
      };
    }
    await this.publish('levels', this.currentLevels);
  }

  /** Drops its connection and comes back, `times` times, `intervalMs` apart. */
  async flap(times: number, intervalMs: number): Promise<void> {
    for (let round = 0; round < times; round++) {
      await this.drop();
      await sleep(intervalMs);
      await this.connect();
      await sleep(intervalMs);
    }
  }

  /**
   * Connects with its last will registered, then announces itself online (again on every
   * reconnect). The session is persistent (`clean: false`, a client id stable across restarts):
   * the broker keeps the kiosk's subscription and queues the commands sent while it is offline,
   * and delivers them as soon as it is back; so the message listener is in place before the
   * connection is made.
   */
  async connect(): Promise<void> {
    if (this.client !== null) throw new Error(`Kiosk ${this.serial} is already connected`);
    const will = kioskMessage(this.serial, 'presence', LAST_WILL, this.baseTopic);
    const client = connectClient(this.options.url, {
      clientId: kioskClientId(this.serial),
      clean: false,
      keepalive: this.options.keepaliveSeconds ?? KIOSK_KEEPALIVE_SECONDS,
      reconnectPeriod: this.options.reconnectPeriodMs ?? 1_000,
      username: this.options.username,
      password: this.options.password,
      will: { topic: will.topic, payload: Buffer.from(will.payload), qos: will.qos, retain: will.retain },
    });
    client.on('message', (topic, payload) => {
      if (topic === this.commandsTopic) this.receiveCommand(payload);
    });
    // Set at once: a queued command may arrive with the CONNACK, and its answer goes out on it.
    this.client = client;
    try {
      await connected(client);
    } catch (error) {
      this.client = null;
      throw error;
    }
    client.on('connect', () => {
      // A reconnect: the broker may have published the last will meanwhile.
      this.announceOnline().catch(this.onError);
    });
    const [granted] = await client.subscribeAsync(this.commandsTopic, { qos: KIOSK_CHANNELS.commands.qos });
    if (granted !== undefined && granted.qos === 128) {
      await client.endAsync(true);
      this.client = null;
      throw new Error(`Kiosk ${this.serial} may not subscribe to its commands`);
    }
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

  /**
   * Goes silent with its TCP connection left open, as a kiosk behind a cut cable looks to the
   * broker: no packet, not even a keepalive ping, and no FIN. The broker publishes the last will
   * after 1.5 times the keepalive.
   */
  freeze(): void {
    if (this.heartbeatTimer !== null) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    const client = this.client;
    if (client === null) return;
    client.keepaliveManager?.destroy();
    client.keepaliveManager = null as unknown as typeof client.keepaliveManager;
  }

  /** Returns the function that stops listening. */
  onCommand(listener: CommandListener): () => void {
    this.commandListeners.add(listener);
    return () => this.commandListeners.delete(listener);
  }

  /** Announces itself online, then its installed levels (both retained). */
  private async announceOnline(): Promise<void> {
    await this.publish('presence', {
      state: 'online',
      kioskType: this.options.type,
      protocolVersion: PROTOCOL_VERSION,
      since: this.now().toISOString(),
    });
    await this.publish('levels', this.currentLevels);
  }

  private receiveCommand(payload: Buffer): void {
    const decoded = decodePayload('commands', payload);
    if (!decoded.ok) return;
    // QoS 1 delivers at least once: a command already handled is ignored.
    if (this.handledCommands.has(decoded.value.commandId)) return;
    this.handledCommands.add(decoded.value.commandId);
    for (const listener of this.commandListeners) listener(decoded.value);
  }

  /** Carries out a command as a kiosk would, then reports the result. */
  private answer(command: KioskCommand): void {
    const run = async (): Promise<void> => {
      if (this.faults.ackDelayMs > 0) await sleep(this.faults.ackDelayMs);
      let error: string | null = null;
      switch (command.command) {
        case 'syncNow':
        case 'contentChanged':
          await this.reportMediaSync();
          if (this.faults.failedSyncItems > 0)
            error = `${this.faults.failedSyncItems} item(s) failed to download`;
          break;
        case 'updateAvailable':
          if (this.faults.failInstall) {
            error = `Installing update ${command.updateLevel} failed`;
          } else {
            await this.install({ updateLevel: command.updateLevel, activityLevel: command.activityLevel });
          }
          break;
        case 'messageReceived':
          // With the API, the kiosk holds the message once it has read its words.
          if (this.options.apiUrl !== undefined) {
            try {
              this.readMessages.set(command.messageId, await this.readMessage(command.messageId));
            } catch (failure) {
              error = `Reading message ${command.messageId} failed`.slice(0, 200);
              this.onError(failure);
              break;
            }
          }
          this.heldMessages.set(command.messageId, { residentId: command.residentId, opened: false });
          break;
      }
      const result: CommandResultPayload = {
        commandId: command.commandId,
        command: command.command,
        outcome: error === null ? 'done' : 'failed',
        error,
        at: this.now().toISOString(),
      };
      await this.publish('command-results', result);
      if (command.command === 'messageReceived' && this.options.openMessages && error === null)
        await this.openMessage(command.messageId);
    };
    run().catch(this.onError);
  }

  /** The messages the kiosk holds, as told by `messageReceived`. */
  get messages(): Array<{ messageId: number; residentId: number; opened: boolean }> {
    return [...this.heldMessages].map(([messageId, held]) => ({ messageId, ...held }));
  }

  /**
   * The resident sees a message it holds: reported opened the first time only, through the API
   * when the kiosk has it, else on `message-opened`.
   */
  async openMessage(messageId: number): Promise<void> {
    const held = this.heldMessages.get(messageId);
    if (!held) throw new Error(`Kiosk ${this.serial} holds no message ${messageId}`);
    if (held.opened) return;
    held.opened = true;
    const openedAt = this.now().toISOString();
    if (this.options.apiUrl !== undefined) {
      const { message } = await this.api<{ message: KioskInboxMessage }>(
        'POST',
        kioskApiPaths.messageOpened(messageId),
        { openedAt },
      );
      this.readMessages.set(messageId, message);
      return;
    }
    await this.publish('message-opened', { messageId, residentId: held.residentId, openedAt });
  }

  /** What the kiosk read of a message it was told of (with `apiUrl`), or undefined. */
  readMessageOf(messageId: number): KioskInboxMessage | undefined {
    return this.readMessages.get(messageId);
  }

  /** One of its residents' messages, read through the API. */
  async readMessage(messageId: number): Promise<KioskInboxMessage> {
    return (await this.api<{ message: KioskInboxMessage }>('GET', kioskApiPaths.message(messageId))).message;
  }

  /** Its residents' messages, newest first, read through the API. */
  async inbox(residentId?: number): Promise<KioskInboxMessage[]> {
    const query = residentId === undefined ? '' : `?residentId=${residentId}`;
    return (await this.api<{ messages: KioskInboxMessage[] }>('GET', `${kioskApiPaths.messages()}${query}`))
      .messages;
  }

  /** Its residents and the contacts each may write to. */
  async residents(): Promise<KioskResident[]> {
    return (await this.api<{ residents: KioskResident[] }>('GET', kioskApiPaths.residents())).residents;
  }

  /** A resident writes to one of their contacts from the kiosk. */
  async sendMessage(message: {
    residentId: number;
    userId: string;
    text: string;
    subject?: string;
  }): Promise<KioskInboxMessage> {
    return (await this.api<{ message: KioskInboxMessage }>('POST', kioskApiPaths.messages(), message))
      .message;
  }

  /** Its Geniegrams, one entry per resident each was written for. */
  async geniegrams(residentId?: number): Promise<KioskGeniegram[]> {
    const query = residentId === undefined ? '' : `?residentId=${residentId}`;
    return (await this.api<{ geniegrams: KioskGeniegram[] }>('GET', `${kioskApiPaths.geniegrams()}${query}`))
      .geniegrams;
  }

  /** A resident sees a Geniegram: reported opened for them. */
  async openGeniegram(geniegramId: number, residentId: number): Promise<KioskGeniegram[]> {
    return (
      await this.api<{ geniegrams: KioskGeniegram[] }>('POST', kioskApiPaths.geniegramOpened(geniegramId), {
        residentId,
        openedAt: this.now().toISOString(),
      })
    ).geniegrams;
  }

  /** Its residents' Memory Albums, newest first, read through the API. */
  async albums(residentId?: number): Promise<KioskAlbum[]> {
    const query = residentId === undefined ? '' : `?residentId=${residentId}`;
    return (await this.api<{ playlists: KioskAlbum[] }>('GET', `${kioskApiPaths.playlists()}${query}`))
      .playlists;
  }

  /**
   * The kiosk showed one of its residents' albums (now when no time is given): reported viewed.
   * The answer is the album with its last viewed time, moved on when the report was recorded.
   */
  async viewAlbum(albumId: number, viewedAt: Date = this.now()): Promise<KioskAlbum> {
    return (
      await this.api<{ playlist: KioskAlbum }>('POST', kioskApiPaths.playlistViewed(albumId), {
        viewedAt: viewedAt.toISOString(),
      })
    ).playlist;
  }

  /** One call of the API with the kiosk's credential; anything but 200 throws a KioskApiError. */
  private async api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const { apiUrl, password } = this.options;
    if (apiUrl === undefined || password === undefined)
      throw new Error(`Kiosk ${this.serial} has no API address or no secret`);
    const response = await fetch(new URL(path, apiUrl), {
      method,
      headers: {
        authorization: kioskAuthorizationHeader(this.options.username ?? this.serial, password),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => null)) as unknown;
    if (response.status !== 200) throw new KioskApiError(response.status, answer, `${method} ${path}`);
    return answer as T;
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
