import { timingSafeEqual } from 'node:crypto';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { Aedes, type AedesOptions, type Client } from 'aedes';
import {
  GATEWAY_USERNAME,
  isValidSerial,
  kioskClientId,
  kioskMayPublish,
  kioskMaySubscribe,
  verifyKioskSecret,
} from '@ambient/device-protocol';
import type { KioskCredentialDirectory } from '../credentials/kiosk-credential-directory.js';
import { keyedRetainedPersistence } from './keyed-retained-persistence.js';

/** Who may connect and what each may do (decision 0028). */
export interface BrokerAccess {
  /** Each kiosk's stored secret hash. */
  credentials: KioskCredentialDirectory;
  /** The gateway's own password on this broker, made up at start. */
  gatewayPassword: string;
  baseTopic: string;
  /** Told of every refusal, for the logs. */
  onRefused?: (what: string) => void;
}

const BAD_USERNAME_OR_PASSWORD = 4;

/**
 * The embedded default broker: aedes on a plain TCP listener, in memory (retained messages and
 * sessions are lost when the gateway stops). The gateway talks to it over MQTT like to any other
 * broker, so the code above it is the same for both engines. With `access`, a kiosk connects only
 * with its serial, its client id and its current secret, and publishes and subscribes only on its
 * own topics; without it, any client is accepted.
 */
export class EmbeddedBroker {
  /** The clients connected now, by client id. */
  private readonly sessions = new Map<string, Client>();

  private constructor(
    private readonly aedes: Aedes,
    private readonly server: Server,
    /** mqtt:// URL clients on this machine reach the broker at. */
    readonly url: string,
  ) {
    aedes.on('client', (client) => this.sessions.set(client.id, client));
    aedes.on('clientDisconnect', (client) => {
      if (this.sessions.get(client.id) === client) this.sessions.delete(client.id);
    });
  }

  static async start(
    host: string,
    port: number,
    access: BrokerAccess | null = null,
  ): Promise<EmbeddedBroker> {
    const aedes = await Aedes.createBroker({
      persistence: keyedRetainedPersistence(),
      ...(access === null ? {} : accessHooks(access)),
    });
    const server = createServer(aedes.handle);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
    } catch (error) {
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      throw error;
    }
    const address = server.address() as AddressInfo;
    return new EmbeddedBroker(aedes, server, `mqtt://${clientHost(address.address)}:${address.port}`);
  }

  get listening(): boolean {
    return this.server.listening && !this.aedes.closed;
  }

  /**
   * Closes every kiosk session opened with a secret hash that is no longer the kiosk's (rotated or
   * ended), judged by a read of the credentials that began at `readStartedAt`: only sessions whose
   * hash was checked before that moment are judged (a later one may be newer than the read). The
   * kiosk must sign in again; aedes publishes its last will, since it did not say goodbye.
   * Answers the serials whose sessions were closed.
   */
  closeStaleSessions(hashes: ReadonlyMap<string, string>, readStartedAt: number): string[] {
    const closed: string[] = [];
    for (const client of this.sessions.values()) {
      const identity = identities.get(client);
      if (identity === undefined || identity.gateway) continue;
      if (identity.checkedAt >= readStartedAt || hashes.get(identity.serial) === identity.hash) continue;
      closed.push(identity.serial);
      client.close();
    }
    return closed;
  }

  /** Disconnects every client and closes the listener. */
  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.aedes.close(() => resolve()));
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Who each authenticated client is: the gateway, or the kiosk with this serial, with the secret
 * hash it signed in with and when that hash was read (`performance.now()`).
 */
const identities = new WeakMap<
  Client,
  { gateway: true } | { gateway: false; serial: string; hash: string; checkedAt: number }
>();

function accessHooks(access: BrokerAccess): Partial<AedesOptions> {
  const refuse = (what: string): void => access.onRefused?.(what);
  return {
    authenticate(client, username, password, done) {
      const secret = password?.toString('utf8') ?? '';
      const fail = (why: string): void => {
        refuse(`connection of ${client.id} as ${username ?? '(no username)'}: ${why}`);
        done(
          Object.assign(new Error('Bad username or password'), { returnCode: BAD_USERNAME_OR_PASSWORD }),
          false,
        );
      };
      if (username === GATEWAY_USERNAME) {
        if (!sameText(secret, access.gatewayPassword)) return fail('wrong gateway password');
        identities.set(client, { gateway: true });
        return done(null, true);
      }
      if (username === undefined || !isValidSerial(username)) return fail('not a kiosk serial');
      if (client.id !== kioskClientId(username)) return fail("the client id is not the serial's");
      access.credentials.secretHash(username).then(
        (hash) => {
          const checkedAt = performance.now();
          if (hash === null) return fail('no credential issued');
          if (!verifyKioskSecret(secret, hash)) return fail('wrong secret');
          identities.set(client, { gateway: false, serial: username, hash, checkedAt });
          done(null, true);
        },
        (error: unknown) => fail(`the credentials could not be read (${String(error)})`),
      );
    },
    authorizePublish(client, packet, callback) {
      const identity = client === null ? { gateway: true as const } : identities.get(client);
      if (identity?.gateway === true) return callback(null);
      if (identity !== undefined && kioskMayPublish(identity.serial, packet.topic, access.baseTopic)) {
        return callback(null);
      }
      refuse(`publish of ${client?.id ?? '?'} on ${packet.topic}`);
      callback(new Error('Not authorized to publish there'));
    },
    authorizeSubscribe(client, subscription, callback) {
      const identity = identities.get(client);
      if (identity?.gateway === true) return callback(null, subscription);
      if (
        identity !== undefined &&
        kioskMaySubscribe(identity.serial, subscription.topic, access.baseTopic)
      ) {
        return callback(null, subscription);
      }
      refuse(`subscription of ${client.id} to ${subscription.topic}`);
      callback(null, null);
    },
  };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A wildcard listen address is reached on loopback from this machine. */
function clientHost(address: string): string {
  if (address === '0.0.0.0' || address === '::') return '127.0.0.1';
  return address.includes(':') ? `[${address}]` : address;
}
