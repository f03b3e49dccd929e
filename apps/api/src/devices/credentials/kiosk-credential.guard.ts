/**
 * A kiosk's own HTTP access to the API (decision 0078): HTTP Basic with the kiosk's serial as
 * username and the secret an admin issued as password, the same credential it connects to the
 * broker with. Every call is checked against the hash stored now, so a rotated secret, a changed
 * serial or a deleted kiosk stops working at the next call.
 *
 * Failed attempts are throttled as sign-ins are (per serial and per address, on Redis when the
 * API has it): once either has spent its failures, every attempt is refused with 429 before any
 * secret is checked. A wrong secret and a serial nobody has answer the same 401, after the same
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
import {
  SIGN_IN_THROTTLE_DEFAULTS,
  SignInThrottle,
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
 * The kiosks' failed attempts, counted apart from people's sign-ins, with the same limits. Its
 * counters (and their Redis connection) are made at the first kiosk call, so a process that
 * answers none (the worker) holds none.
 */
@Injectable()
export class KioskCredentialThrottle implements OnModuleDestroy {
  private throttle: SignInThrottle | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  check(address: string, serial: string): Promise<ThrottleVerdict> {
    return this.counters().check(address, serial);
  }

  failed(address: string, serial: string): Promise<void> {
    return this.counters().failed(address, serial);
  }

  succeeded(serial: string): Promise<void> {
    return this.counters().succeeded(serial);
  }

  async onModuleDestroy(): Promise<void> {
    await this.throttle?.close();
  }

  private counters(): SignInThrottle {
    this.throttle ??= new SignInThrottle({
      redisUrl: this.config.redisUrl,
      keyPrefix: `ambient:kiosk-credential:${new URL(this.config.publicUrl).host}`,
      perAccount: SIGN_IN_THROTTLE_DEFAULTS.perAccount,
      perAddress: SIGN_IN_THROTTLE_DEFAULTS.perAddress,
      windowSeconds: SIGN_IN_THROTTLE_DEFAULTS.windowSeconds,
    });
    return this.throttle;
  }
}

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
    const verdict = await this.throttle.check(address, serial);
    if (!verdict.allowed) {
      response.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      throw new DomainError(
        'kioskApi.throttled',
        { minutes: Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60)) },
        429,
        1,
      );
    }
    const kiosk = isValidSerial(serial) ? await this.credentials.kioskForSerial(serial) : null;
    // The same check whether or not the serial has a credential: its absence takes no less time.
    const matches = verifyKioskSecret(given.secret, kiosk?.secretHash ?? NO_CREDENTIAL);
    if (!kiosk || !matches) {
      await this.throttle.failed(address, serial);
      return refuse();
    }
    await this.throttle.succeeded(serial);
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
