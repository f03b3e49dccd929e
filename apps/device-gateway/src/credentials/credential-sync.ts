import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  GATEWAY_USERNAME,
  hashKioskSecret,
  mosquittoAclFile,
  mosquittoPasswordFile,
} from '@ambient/device-protocol';
import { GATEWAY_CONFIG, type GatewayConfig, type MosquittoFiles } from '../config/gateway-config.js';
import {
  KIOSK_CREDENTIALS,
  type KioskCredential,
  type KioskCredentialDirectory,
} from './kiosk-credential-directory.js';

/** Told of the kiosks whose secret changed or ended: their open sessions must end. */
export type CredentialsEndedListener = (serials: readonly string[]) => void;

/**
 * Keeps the broker in step with the console's credentials (decision 0028). Every
 * CREDENTIALS_SYNC_MS it reads every current credential; the kiosks whose secret changed or ended
 * since the last read are told to the listeners (the embedded broker closes their sessions, so a
 * rotated secret stops working at once, not at the kiosk's next connection). With MOSQUITTO_*, it
 * also writes that Mosquitto's password file (the stored hashes as they are, and the gateway's own
 * account) and ACL, and has Mosquitto read them again (SIGHUP): Mosquitto then closes the sessions
 * whose password no longer opens it.
 */
@Injectable()
export class CredentialSync implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Credentials');
  private readonly listeners = new Set<CredentialsEndedListener>();
  /** The hash of each kiosk's secret at the last read; null before the first. */
  private known: Map<string, string> | null = null;
  /** The gateway's own line in Mosquitto's password file, hashed once. */
  private readonly gatewayHash: string | null;
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<boolean> | null = null;
  private stopped = false;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(KIOSK_CREDENTIALS) private readonly directory: KioskCredentialDirectory,
  ) {
    this.gatewayHash = config.mosquitto ? hashKioskSecret(gatewayPassword(config.mqttUrl)) : null;
  }

  /** Listens for kiosks whose sessions must end; returns the function that stops listening. */
  onEnded(listener: CredentialsEndedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Before the gateway connects to a Mosquitto whose files it keeps: the files are written from the
   * credentials (or, when the API cannot be asked and there are none yet, with the gateway's account
   * alone), so the gateway's own account opens the broker.
   */
  async prepare(): Promise<void> {
    const files = this.config.mosquitto;
    if (!files) return;
    if (await this.sync()) return;
    if (!existsSync(files.passwordFile)) await this.writeMosquitto(files, []);
  }

  onApplicationBootstrap(): void {
    const every = this.config.credentialSyncMs ?? 5_000;
    const tick = (): void => {
      if (this.stopped) return;
      void this.sync().finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, every);
      });
    };
    this.timer = setTimeout(tick, this.known === null ? 0 : every);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
  }

  /** One read of the credentials (one at a time); false when they could not be read or written. */
  sync(): Promise<boolean> {
    this.round ??= this.readAndApply().finally(() => (this.round = null));
    return this.round;
  }

  private async readAndApply(): Promise<boolean> {
    let credentials: KioskCredential[];
    try {
      credentials = await this.directory.current();
    } catch (error) {
      this.logger.warn(
        `The credentials could not be read; the broker keeps the last ones (${String(error)})`,
      );
      return false;
    }
    const next = new Map(credentials.map(({ username, secretHash }) => [username, secretHash]));
    const previous = this.known;
    const changed =
      previous === null ||
      previous.size !== next.size ||
      [...next].some(([serial, hash]) => previous.get(serial) !== hash);
    if (!changed) return true;
    if (this.config.mosquitto) {
      try {
        await this.writeMosquitto(this.config.mosquitto, credentials);
      } catch (error) {
        this.logger.error(`Mosquitto's files could not be written: ${String(error)}`);
        return false;
      }
    }
    this.known = next;
    const ended =
      previous === null
        ? []
        : [...previous].filter(([serial, hash]) => next.get(serial) !== hash).map(([serial]) => serial);
    if (ended.length > 0) {
      this.logger.log(`The secrets of ${ended.length} kiosk(s) changed or ended: their sessions end`);
      for (const listener of this.listeners) listener(ended);
    }
    return true;
  }

  private async writeMosquitto(
    files: MosquittoFiles,
    credentials: readonly KioskCredential[],
  ): Promise<void> {
    const accounts = [...credentials, { username: GATEWAY_USERNAME, secretHash: this.gatewayHash! }];
    await replaceFile(files.passwordFile, mosquittoPasswordFile(accounts), 0o600);
    await replaceFile(files.aclFile, mosquittoAclFile(this.config.baseTopic), 0o644);
    const pid = Number((await readFile(files.pidFile, 'utf8').catch(() => '')).trim());
    if (!Number.isInteger(pid) || pid <= 0) {
      this.logger.warn(`No Mosquitto pid in ${files.pidFile}: it reads the files when it starts`);
      return;
    }
    try {
      process.kill(pid, 'SIGHUP');
    } catch (error) {
      this.logger.warn(`Mosquitto (pid ${pid}) could not be told to read its files: ${String(error)}`);
    }
  }
}

/** Written beside and renamed over: Mosquitto never reads half a file. */
async function replaceFile(path: string, text: string, mode: number): Promise<void> {
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, text, { mode });
  await rename(temporary, path);
}

/** The gateway's password on the Mosquitto it keeps: MQTT_URL's (the configuration checked its user). */
function gatewayPassword(mqttUrl: string | null): string {
  return decodeURIComponent(new URL(mqttUrl ?? '').password);
}
