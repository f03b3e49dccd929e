/**
 * The broker follows the console's credentials as they change (decision 0028): a rotated or ended
 * secret closes the kiosk's open session at once and no longer lets it in, and a secret issued
 * after the gateway started lets its kiosk in. On the embedded aedes broker the gateway closes the
 * sessions itself; on Mosquitto (when TEST_MQTT_URL asks for the real-broker runs) the gateway
 * writes the broker's password file and ACL from the credentials and has it read them again.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { connectAsync } from 'mqtt';
import type { LoopbackHealth } from './support/health.js';
import {
  GATEWAY_USERNAME,
  KioskType,
  generateKioskSecret,
  hashKioskSecret,
  kioskClientId,
} from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import { KioskAvailability } from '../src/availability/kiosk-availability.js';
import { CredentialSync } from '../src/credentials/credential-sync.js';
import {
  InMemoryCredentialDirectory,
  type KioskCredential,
} from '../src/credentials/kiosk-credential-directory.js';
import { startGateway, type RunningGateway } from '../src/gateway.js';
import { startPrivateMosquitto, type PrivateMosquitto } from './support/private-mosquitto.js';
import { testGatewayConfig } from './support/test-config.js';
import { waitFor } from './support/wait-for.js';

const engines = ['aedes', ...(process.env.TEST_MQTT_URL?.trim() ? (['mosquitto'] as const) : [])] as const;

/**
 * The console's credentials, whose full reads (the sync's) can be held: a held read answers what
 * was current when it was asked, once released, as a slow API would.
 */
class HeldReads extends InMemoryCredentialDirectory {
  private gate: Promise<void> | null = null;
  private open: (() => void) | null = null;
  /** Resolves when a read arrives at the closed gate. */
  private arrived: (() => void) | null = null;

  /** Holds the next reads; resolves once one of them has been asked. */
  hold(): Promise<void> {
    this.gate = new Promise((resolve) => (this.open = resolve));
    return new Promise((resolve) => (this.arrived = resolve));
  }

  release(): void {
    this.open?.();
    this.gate = null;
  }

  override async current(): Promise<KioskCredential[]> {
    const answer = await super.current();
    if (this.gate !== null) {
      this.arrived?.();
      await this.gate;
    }
    return answer;
  }
}

describe.each(engines)('kiosk credentials kept in step on %s', (engine) => {
  const baseTopic = `ambient-credentials-${randomUUID().slice(0, 8)}`;
  const directory = new HeldReads();
  const gatewayPassword = generateKioskSecret();
  const kiosks: KioskSimulator[] = [];
  let mosquitto: PrivateMosquitto | null = null;
  let gateway: RunningGateway;
  let brokerUrl: string;

  const kiosk = (serial: string, password: string): KioskSimulator => {
    const simulator = new KioskSimulator({
      url: brokerUrl,
      serial,
      type: KioskType.Genie,
      baseTopic,
      username: serial,
      password,
      reconnectPeriodMs: 0,
    });
    kiosks.push(simulator);
    return simulator;
  };
  const issue = (serial: string): string => {
    const secret = generateKioskSecret();
    directory.set(serial, hashKioskSecret(secret));
    return secret;
  };
  /** Whether a bare client signing in as the kiosk with `password` is let in. */
  const letIn = async (serial: string, password: string): Promise<boolean> => {
    try {
      const client = await connectAsync(brokerUrl, {
        clientId: engine === 'aedes' ? kioskClientId(serial) : serial,
        username: serial,
        password,
        reconnectPeriod: 0,
        connectTimeout: 3_000,
      });
      await client.endAsync(true);
      return true;
    } catch {
      return false;
    }
  };
  const online = (serial: string): boolean => gateway.app.get(KioskAvailability).get(serial) !== undefined;
  /** Two reads of the credentials, the second begun after this call: every change is seen. */
  const twoReads = async (): Promise<void> => {
    const sync = gateway.app.get(CredentialSync);
    await sync.sync();
    await sync.sync();
  };

  beforeAll(async () => {
    if (engine === 'mosquitto') {
      // Mosquitto starts knowing only whoever probes it; the gateway writes every account after.
      const probe = { username: 'GENIE-PROBE', password: generateKioskSecret() };
      mosquitto = await startPrivateMosquitto(
        baseTopic,
        [{ username: probe.username, secretHash: hashKioskSecret(probe.password) }],
        probe,
      );
    }
    issue('GENIE-C0');
    const mqttUrl =
      mosquitto?.url.replace(
        'mqtt://',
        `mqtt://${encodeURIComponent(GATEWAY_USERNAME)}:${gatewayPassword}@`,
      ) ?? null;
    gateway = await startGateway(
      testGatewayConfig({
        mqttUrl,
        baseTopic,
        credentialSyncMs: 100,
        mosquitto: mosquitto?.files ?? null,
      }),
      { logger: false, credentials: directory },
    );
    const health = (await (await fetch(`${gateway.httpUrl}/health`)).json()) as LoopbackHealth;
    brokerUrl = mosquitto?.url ?? health.broker.url;
  }, 30_000);

  afterEach(async () => {
    await Promise.all(kiosks.splice(0).map((simulator) => simulator.drop()));
  });

  afterAll(async () => {
    await gateway?.close();
    await mosquitto?.stop();
  }, 20_000);

  it('ends the open session of a kiosk whose secret is rotated: only the new secret lets it in', async () => {
    const first = issue('GENIE-C1');
    await waitFor('the new credential usable', () => letIn('GENIE-C1', first), Boolean, {
      timeoutMs: 10_000,
    });
    const genie = kiosk('GENIE-C1', first);
    await genie.connect();
    await waitFor('the kiosk online', () => online('GENIE-C1'), Boolean);

    const second = issue('GENIE-C1');
    await waitFor(
      'its session closed',
      () => genie.connected,
      (connected) => !connected,
      { timeoutMs: 10_000 },
    );
    await waitFor(
      'the kiosk offline',
      () => online('GENIE-C1'),
      (isOnline) => !isOnline,
      { timeoutMs: 10_000 },
    );
    expect(await letIn('GENIE-C1', first)).toBe(false);
    expect(await letIn('GENIE-C1', second)).toBe(true);
  });

  it('ends the session of a kiosk whose credential ends, and leaves the other kiosks connected', async () => {
    const ending = issue('GENIE-C2');
    const staying = issue('GENIE-C3');
    await waitFor('both credentials usable', () => letIn('GENIE-C2', ending), Boolean, { timeoutMs: 10_000 });
    const [leaving, other] = [kiosk('GENIE-C2', ending), kiosk('GENIE-C3', staying)];
    await Promise.all([leaving.connect(), other.connect()]);
    await waitFor('both online', () => online('GENIE-C2') && online('GENIE-C3'), Boolean);

    directory.delete('GENIE-C2');
    await waitFor(
      'its session closed',
      () => leaving.connected,
      (connected) => !connected,
      { timeoutMs: 10_000 },
    );
    await waitFor(
      'the kiosk offline',
      () => online('GENIE-C2'),
      (isOnline) => !isOnline,
      {
        timeoutMs: 10_000,
      },
    );
    expect(await letIn('GENIE-C2', ending)).toBe(false);
    await other.heartbeat();
    expect(other.connected).toBe(true);
    expect(online('GENIE-C3')).toBe(true);
  });

  it('keeps the session a kiosk opens with its new secret, read after read', async () => {
    const first = issue('GENIE-C4');
    await waitFor('the credential usable', () => letIn('GENIE-C4', first), Boolean, { timeoutMs: 10_000 });
    const second = issue('GENIE-C4');
    // Mosquitto knows the new secret once the gateway has written it; aedes asks at once.
    await waitFor('the new secret usable', () => letIn('GENIE-C4', second), Boolean, { timeoutMs: 10_000 });
    const genie = kiosk('GENIE-C4', second);
    await genie.connect();
    await waitFor('the kiosk online', () => online('GENIE-C4'), Boolean);
    await twoReads();
    await twoReads();
    // A report the broker acknowledges: the session outlived the reads.
    await genie.reportMediaSync();
    expect(genie.connected).toBe(true);
    expect(online('GENIE-C4')).toBe(true);
  });

  if (engine === 'aedes') {
    it('judges a session only by a read that began after its secret was checked: a late read closes nothing new', async () => {
      const first = issue('GENIE-C5');
      const old = kiosk('GENIE-C5', first);
      await old.connect();
      await waitFor('the kiosk online', () => online('GENIE-C5'), Boolean);
      // A read of the credentials begins, holding the first secret, and is slow to answer...
      const asked = directory.hold();
      const sync = gateway.app.get(CredentialSync);
      void sync.sync();
      await asked;
      // ... meanwhile the secret is rotated and the kiosk signs in again with the new one.
      const second = issue('GENIE-C5');
      await old.drop();
      const renewed = kiosk('GENIE-C5', second);
      await renewed.connect();
      await waitFor('the kiosk online again', () => online('GENIE-C5'), Boolean);
      // The late read still says the first secret: the new session is newer than it and stays.
      directory.release();
      await sync.sync();
      // A report the broker acknowledges: the session outlived the late read.
      await renewed.reportMediaSync();
      expect(renewed.connected).toBe(true);
      // The next reads see the new secret: it stays still.
      await twoReads();
      await renewed.reportMediaSync();
      expect(renewed.connected).toBe(true);
      expect(online('GENIE-C5')).toBe(true);
    });
  }

  if (engine === 'mosquitto') {
    it("writes Mosquitto's accounts from the credentials: the stored hashes and the gateway's, never a secret", () => {
      const lines = readFileSync(mosquitto!.files.passwordFile, 'utf8').trim().split('\n');
      const users = lines.map((line) => line.split(':')[0]);
      expect(users).toEqual(expect.arrayContaining(['GENIE-C0', 'GENIE-C3', 'GENIE-C4', GATEWAY_USERNAME]));
      expect(users).not.toContain('GENIE-C2');
      expect(users).not.toContain('GENIE-PROBE');
      expect(lines.every((line) => /^[^:]+:\$6\$[^$]+\$[^$]+$/.test(line))).toBe(true);
      expect(readFileSync(mosquitto!.files.passwordFile, 'utf8')).not.toContain(gatewayPassword);
      expect(readFileSync(mosquitto!.files.aclFile, 'utf8')).toContain(
        `pattern read ${baseTopic}/kiosks/%u/commands`,
      );
    });
  }
});
