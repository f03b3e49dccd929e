/**
 * A kiosk's own HTTP access to the API (decision 0078): HTTP Basic with the kiosk's serial as
 * username and the secret an admin issued as password, the same credential it connects to the
 * broker with. Every call is checked against the hash stored now, so a rotated secret, a changed
 * serial or a deleted kiosk stops working at the next call.
 *
 * Failed attempts hold back the guesser, not the kiosk (KioskCredentialThrottle, decision 0104):
 * per address, per serial from one address, and per serial from everywhere, where the right
 * secret still goes through. A wrong secret and a serial nobody has answer the same 401, after the same
 * work (a hash is checked in both cases), so serials cannot be probed.
 */
import { randomUUID } from 'node:crypto';
import {
  applyDecorators,
  createParamDecorator,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '@ambient/core';
import { hashKioskSecret, isValidSerial, verifyKioskSecret } from '@ambient/device-protocol';
import type { CommandContext } from '@ambient/event-sourcing';
import { IS_PUBLIC_KEY, KIOSK_ONLY_KEY, KIOSK_OPERATION_EXTENSION } from '../../auth/public.decorator.js';
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  SIGN_IN_THROTTLE_DEFAULTS,
  counterStore,
  failureCounter,
  spendFailure,
  verdictAfter,
  waitOf,
  type ThrottleVerdict,
} from '../../auth/sign-in-throttle.js';
import type { ApiRequest } from '../../common/request-context.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DeviceCredentialsReader } from './device-credentials.reader.js';

/** The kiosk a call was authenticated as. */
export interface KioskCaller {
  kioskId: number;
  serialNumber: string;
  typeId: number;
}

interface KioskRequest extends ApiRequest {
  kiosk?: KioskCaller;
}

/**
 * The kiosks' failed attempts (decision 0104): the guesser is held back, not the kiosk. Serials
 * are sequential and printed on the devices, so a count per serial alone let anyone silence a
 * kiosk with ten wrong secrets. Three counts, on Redis when the API has it:
 * - per address (every serial): an address that spent its failures is refused before any secret
 *   is checked;
 * - per serial and address: the same, for one serial from one address;
 * - per serial (every address): once spent, a wrong secret answers 429 rather than 401, but the
 *   right secret is always let through, from any address that has not spent its own.
 * Its counters (and their Redis connection) are made at the first kiosk call, so a process that
 * answers none (the worker) holds none.
 */
@Injectable()
export class KioskCredentialThrottle implements OnModuleDestroy {
  private counters: {
    redis: Redis | null;
    byAddress: RateLimiterAbstract;
    byPair: RateLimiterAbstract;
    bySerial: RateLimiterAbstract;
  } | null = null;
  private readonly limits = {
    address: SIGN_IN_THROTTLE_DEFAULTS.perAddress,
    pair: SIGN_IN_THROTTLE_DEFAULTS.perAccount,
    serial: SIGN_IN_THROTTLE_DEFAULTS.perAccount,
  };

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Whether an attempt may be judged: refused while its address, or its serial from there, spent its failures. */
  async check(address: string, serial: string): Promise<ThrottleVerdict> {
    const { byAddress, byPair } = this.made();
    const waits = await Promise.all([
      waitOf(byAddress, address, this.limits.address),
      waitOf(byPair, pairKey(serial, address), this.limits.pair),
    ]);
    return verdictAfter(Math.max(...waits));
  }

  /** Counts a wrong secret; answers whether the serial had spent its failures from everywhere before it. */
  async failed(address: string, serial: string): Promise<ThrottleVerdict> {
    const { byAddress, byPair, bySerial } = this.made();
    await Promise.all([
      spendFailure(byAddress, address),
      spendFailure(byPair, pairKey(serial, address)),
      spendFailure(bySerial, serial),
    ]);
    // This failure past the serial's last one (it had spent them all before it) is slowed down.
    return verdictAfter(await waitOf(bySerial, serial, this.limits.serial + 1));
  }

  /** The right secret clears its serial's counts from that address (the address keeps its own). */
  async succeeded(address: string, serial: string): Promise<void> {
    await this.made()
      .byPair.delete(pairKey(serial, address))
      .catch(() => undefined);
  }

  async onModuleDestroy(): Promise<void> {
    const redis = this.counters?.redis;
    if (redis) await redis.quit().catch(() => redis.disconnect());
  }

  private made() {
    if (this.counters) return this.counters;
    const redis = counterStore(this.config.redisUrl);
    const prefix = `ambient:kiosk-credential:${new URL(this.config.publicUrl).host}`;
    const window = SIGN_IN_THROTTLE_DEFAULTS.windowSeconds;
    this.counters = {
      redis,
      byAddress: failureCounter(redis, `${prefix}:address`, this.limits.address, window),
      byPair: failureCounter(redis, `${prefix}:pair`, this.limits.pair, window),
      bySerial: failureCounter(redis, `${prefix}:serial`, this.limits.serial, window),
    };
    return this.counters;
  }
}

const pairKey = (serial: string, address: string): string => `${serial}@${address}`;

/** A hash no secret matches, checked when the serial has no credential so both cases cost the same. */
const NO_CREDENTIAL = hashKioskSecret(randomUUID());

/** The serial and secret of an `Authorization: Basic` header; null when there is none or it is malformed. */
export function basicCredential(header: string | undefined): { serial: string; secret: string } | null {
  if (!header || !/^basic /i.test(header)) return null;
  let decoded: string;
  try {
    decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { serial: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

@Injectable()
export class KioskCredentialGuard implements CanActivate {
  constructor(
    private readonly credentials: DeviceCredentialsReader,
    private readonly throttle: KioskCredentialThrottle,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<KioskRequest>();
    const response = http.getResponse<Response>();
    const refuse = (): never => {
      response.setHeader('WWW-Authenticate', 'Basic realm="kiosk", charset="UTF-8"');
      throw new DomainError('kioskApi.unauthorized', {}, 401, 1);
    };
    const given = basicCredential(request.headers.authorization);
    // No credential at all guesses nothing: refused, not counted.
    if (given === null) return refuse();
    const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    const serial = given.serial.slice(0, 64);
    const throttled = (verdict: ThrottleVerdict & { allowed: false }): never => {
      response.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      throw new DomainError(
        'kioskApi.throttled',
        { minutes: Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60)) },
        429,
        1,
      );
    };
    const verdict = await this.throttle.check(address, serial);
    if (!verdict.allowed) return throttled(verdict);
    const kiosk = isValidSerial(serial) ? await this.credentials.kioskForSerial(serial) : null;
    // The same check whether or not the serial has a credential: its absence takes no less time.
    const matches = verifyKioskSecret(given.secret, kiosk?.secretHash ?? NO_CREDENTIAL);
    if (!kiosk || !matches) {
      const serialSpent = await this.throttle.failed(address, serial);
      return serialSpent.allowed ? refuse() : throttled(serialSpent);
    }
    await this.throttle.succeeded(address, serial);
    request.kiosk = { kioskId: kiosk.kioskId, serialNumber: kiosk.serialNumber, typeId: kiosk.typeId };
    return true;
  }
}

/**
 * A route only kiosks call, with their credential (decision 0078): past the people's token guard,
 * through the kiosk's, and documented with the `kiosk` security scheme.
 */
export const KioskOnly = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(IS_PUBLIC_KEY, true),
    SetMetadata(KIOSK_ONLY_KEY, true),
    UseGuards(KioskCredentialGuard),
    ApiExtension(KIOSK_OPERATION_EXTENSION, true),
  );

/** The kiosk the KioskCredentialGuard let through. */
export const CurrentKiosk = createParamDecorator((_data: unknown, context: ExecutionContext): KioskCaller => {
  const kiosk = context.switchToHttp().getRequest<KioskRequest>().kiosk;
  if (!kiosk) throw new DomainError('kioskApi.unauthorized', {}, 401, 1);
  return kiosk;
});

/** The context of a kiosk's command: no user, from the device, now. */
export const KioskCtx = createParamDecorator((_data: unknown, context: ExecutionContext): CommandContext => ({
  userId: null,
  functionalRole: null,
  correlationId: context.switchToHttp().getRequest<KioskRequest>().correlationId ?? randomUUID(),
  source: 'device',
  now: new Date(),
}));
