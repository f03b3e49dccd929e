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

/**
 * One read of every current credential. `hashes` holds each kiosk's current secret hash;
 * `readStartedAt` (`performance.now()`) is when the read began: it saw every change made before
 * then, so a session whose hash was checked before that moment can be judged by it, and one
 * checked later cannot (the read may be older than that check). `dropped` holds the kiosks whose
 * account a Mosquitto kept by the gateway just lost or had changed: that Mosquitto ends their
 * sessions itself when it reads its files again, without their last will.
 */
export interface CredentialSnapshot {
  readonly hashes: ReadonlyMap<string, string>;
  readonly readStartedAt: number;
  readonly dropped: readonly string[];
}

export type CredentialSnapshotListener = (snapshot: CredentialSnapshot) => void;

@Injectable()
export class CredentialSync implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Credentials');
  private readonly listeners = new Set<CredentialSnapshotListener>();
  /** Whether a read has succeeded yet. */
  private readOnce = false;
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

  /** Listens to every read of the credentials; returns the function that stops listening. */
  onRead(listener: CredentialSnapshotListener): () => void {
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
    this.timer = setTimeout(tick, this.readOnce ? every : 0);
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
    const readStartedAt = performance.now();
    let credentials: KioskCredential[];
    try {
      credentials = await this.directory.current();
    } catch (error) {
      this.logger.warn(
        `The credentials could not be read; the broker keeps the last ones (${String(error)})`,
      );
      return false;
    }
    const hashes = new Map(credentials.map(({ username, secretHash }) => [username, secretHash]));
    let dropped: string[] = [];
    if (this.config.mosquitto) {
      try {
        dropped = await this.keepMosquitto(this.config.mosquitto, credentials, hashes);
      } catch (error) {
        this.logger.error(`Mosquitto's files could not be written: ${String(error)}`);
        return false;
      }
    }
    this.readOnce = true;
    if (dropped.length > 0) {
      this.logger.log(`The secrets of ${dropped.length} kiosk(s) changed or ended: their sessions end`);
    }
    for (const listener of this.listeners) listener({ hashes, readStartedAt, dropped });
    return true;
  }

  /**
   * Writes Mosquitto's files when its accounts differ from the credentials, and answers the
   * kiosks whose account the file held with another hash or no longer holds: Mosquitto knew no
   * other secret of theirs, so whatever session they have ends when it reads the files again.
   */
  private async keepMosquitto(
    files: MosquittoFiles,
    credentials: readonly KioskCredential[],
    hashes: ReadonlyMap<string, string>,
  ): Promise<string[]> {
    const written = accountsIn(await readFile(files.passwordFile, 'utf8').catch(() => ''));
    const gatewayKnown = written.delete(GATEWAY_USERNAME);
    const same =
      gatewayKnown &&
      existsSync(files.aclFile) &&
      written.size === hashes.size &&
      [...hashes].every(([serial, hash]) => written.get(serial) === hash);
    if (same) return [];
    await this.writeMosquitto(files, credentials);
    return [...written].filter(([serial, hash]) => hashes.get(serial) !== hash).map(([serial]) => serial);
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

/** The accounts of a Mosquitto password file: each username's hash. */
function accountsIn(passwordFile: string): Map<string, string> {
  const accounts = new Map<string, string>();
  for (const line of passwordFile.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) accounts.set(line.slice(0, colon), line.slice(colon + 1).trim());
  }
  return accounts;
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
