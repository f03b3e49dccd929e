/**
 * Per-kiosk credentials and the access rules every broker enforces (decision 0028).
 *
 * A kiosk connects with its serial as username and a secret the console issued: 32 random bytes,
 * base64url. Only a salted hash of the secret is stored (`hashKioskSecret`), in the format of
 * Mosquitto's password file (`$6$<salt>$<sha512(secret + salt)>`, base64), so the same stored
 * hash serves the embedded aedes broker and a Mosquitto password file. A fast hash is enough:
 * the secret is 256 random bits, there is nothing to guess, and ten thousand kiosks reconnecting
 * at once cost microseconds each. The gateway has its own account, whose name is never a serial.
 *
 * A kiosk may publish only on its own upstream channels and subscribe only to its own commands.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_BASE_TOPIC,
  UPSTREAM_CHANNELS,
  isUpstreamChannel,
  isValidSerial,
  kioskTopic,
  parseKioskTopic,
} from './topics.js';

/** The gateway's username on the broker: `@` never appears in a serial. */
export const GATEWAY_USERNAME = '@gateway';

/** Bytes of randomness in a kiosk secret. */
export const KIOSK_SECRET_BYTES = 32;

/** Mosquitto's salted SHA-512 password hash: `$6$`, base64 salt, `$`, base64 digest. */
export const KIOSK_SECRET_HASH_PATTERN = /^\$6\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]{86}==$/;

/** A new kiosk secret: 32 random bytes, base64url (43 characters). Shown once, never stored. */
export function generateKioskSecret(): string {
  return randomBytes(KIOSK_SECRET_BYTES).toString('base64url');
}

export function hashKioskSecret(secret: string, salt: Buffer = randomBytes(12)): string {
  return `$6$${salt.toString('base64')}$${digest(secret, salt).toString('base64')}`;
}

/** Compares in constant time; false for a malformed stored hash. */
export function verifyKioskSecret(secret: string, storedHash: string): boolean {
  if (!KIOSK_SECRET_HASH_PATTERN.test(storedHash)) return false;
  const [, , salt, expected] = storedHash.split('$') as [string, string, string, string];
  return timingSafeEqual(Buffer.from(expected, 'base64'), digest(secret, Buffer.from(salt, 'base64')));
}

function digest(secret: string, salt: Buffer): Buffer {
  return createHash('sha512').update(Buffer.from(secret, 'utf8')).update(salt).digest();
}

/** A Mosquitto password file: one `serial:hash` line per kiosk, then the gateway's account. */
export function mosquittoPasswordFile(entries: Iterable<{ username: string; secretHash: string }>): string {
  let text = '';
  for (const { username, secretHash } of entries) {
    if (
      !(isValidSerial(username) || username === GATEWAY_USERNAME) ||
      !KIOSK_SECRET_HASH_PATTERN.test(secretHash)
    ) {
      throw new Error(`Not a kiosk credential: ${username}`);
    }
    text += `${username}:${secretHash}\n`;
  }
  return text;
}

/**
 * A Mosquitto ACL with the same rules as `kioskMayPublish` and `kioskMaySubscribe`: the gateway
 * reads and writes every kiosk topic under the base; a kiosk (`%u`, its serial) writes its own
 * upstream channels and reads its own commands.
 */
export function mosquittoAclFile(baseTopic: string = DEFAULT_BASE_TOPIC): string {
  return [
    ...UPSTREAM_CHANNELS.map((channel) => `pattern write ${baseTopic}/kiosks/%u/${channel}`),
    `pattern read ${baseTopic}/kiosks/%u/commands`,
    '',
    `user ${GATEWAY_USERNAME}`,
    `topic readwrite ${baseTopic}/kiosks/#`,
    '',
  ].join('\n');
}

/**
 * Messages a kiosk may send the gateway in one burst: its last will when its connection is cut,
 * then, back, its presence, its levels and a heartbeat.
 */
const BURST_PER_KIOSK = 4;

/**
 * The `max_queued_messages` a Mosquitto serving `kiosks` kiosks needs (decision 0087): the gateway
 * takes every kiosk's messages on one connection, so when the whole fleet drops and comes back at
 * once, its queue must hold the whole burst. Beyond the limit Mosquitto drops messages ("Outgoing
 * messages are being dropped for client ambient-gateway-…"): a lost last will leaves a kiosk online
 * in the console for good. Mosquitto's default is 1,000.
 */
export function mosquittoQueueFor(kiosks: number): number {
  return Math.max(1000, Math.ceil(kiosks) * BURST_PER_KIOSK);
}

/** Whether the kiosk logged in as `serial` may publish on `topic`: only its own upstream channels. */
export function kioskMayPublish(
  serial: string,
  topic: string,
  baseTopic: string = DEFAULT_BASE_TOPIC,
): boolean {
  const parsed = parseKioskTopic(topic, baseTopic);
  return parsed !== null && parsed.serial === serial && isUpstreamChannel(parsed.channel);
}

/** Whether the kiosk logged in as `serial` may subscribe to `filter`: only its own commands, no wildcard. */
export function kioskMaySubscribe(
  serial: string,
  filter: string,
  baseTopic: string = DEFAULT_BASE_TOPIC,
): boolean {
  return isValidSerial(serial) && filter === kioskTopic(serial, 'commands', baseTopic);
}
