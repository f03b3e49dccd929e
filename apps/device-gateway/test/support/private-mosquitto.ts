/**
 * A Mosquitto of the test's own, configured as decision 0028 says a production Mosquitto is: no
 * anonymous clients, a password file with each kiosk's stored hash and the gateway's account, and
 * the protocol's ACL. The shared broker of TEST_MQTT_URL accepts anyone, so it cannot show the
 * refusals; this one can. Started only when TEST_MQTT_URL asks for the real-broker runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { connectAsync } from 'mqtt';
import { mosquittoAclFile, mosquittoPasswordFile, mosquittoQueueFor } from '@ambient/device-protocol';
// The API suites' port helper: a port no outgoing connection can take before Mosquitto listens on it.
import { freePort } from '../../../api/test/auth/oidc-test-client.js';
import { waitFor } from './wait-for.js';

export interface PrivateMosquitto {
  url: string;
  /** Its password file, ACL and pid file: a gateway given them keeps its accounts (decision 0028). */
  files: { passwordFile: string; aclFile: string; pidFile: string };
  /** Rewrites the password file and has Mosquitto read it again (SIGHUP). */
  setCredentials(entries: Array<{ username: string; secretHash: string }>): void;
  stop(): Promise<void>;
}

export async function startPrivateMosquitto(
  baseTopic: string,
  entries: Array<{ username: string; secretHash: string }>,
  probe: { username: string; password: string },
): Promise<PrivateMosquitto> {
  const dir = mkdtempSync(join(tmpdir(), 'ambient-mosquitto-'));
  const passwords = join(dir, 'passwords');
  const acl = join(dir, 'acl');
  const pidFile = join(dir, 'mosquitto.pid');
  const port = await freePort();
  writeFileSync(passwords, mosquittoPasswordFile(entries), { mode: 0o600 });
  writeFileSync(acl, mosquittoAclFile(baseTopic));
  writeFileSync(
    join(dir, 'mosquitto.conf'),
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous false',
      `password_file ${passwords}`,
      `acl_file ${acl}`,
      'persistence false',
      `pid_file ${pidFile}`,
      // The client id is the username: no kiosk can take over another's session by its id.
      'use_username_as_clientid true',
      // The gateway's queue holds a whole fleet's burst (decision 0087); the tests' fleets are small.
      `max_queued_messages ${mosquittoQueueFor(1000)}`,
      // Run as whoever runs the tests (as root, Mosquitto would switch to a user that cannot read them).
      `user ${userInfo().username}`,
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    process.env.MOSQUITTO_BIN ?? 'mosquitto',
    ['-c', join(dir, 'mosquitto.conf')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  const url = `mqtt://127.0.0.1:${port}`;
  await waitFor(
    `mosquitto listening on ${url} (${log})`,
    async () => {
      try {
        const client = await connectAsync(url, { ...probe, reconnectPeriod: 0, connectTimeout: 500 });
        await client.endAsync();
        return true;
      } catch {
        return false;
      }
    },
    (ready) => ready,
    { timeoutMs: 10_000, intervalMs: 100 },
  );
  return {
    url,
    files: { passwordFile: passwords, aclFile: acl, pidFile },
    setCredentials(next) {
      writeFileSync(passwords, mosquittoPasswordFile(next), { mode: 0o600 });
      child.kill('SIGHUP');
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
