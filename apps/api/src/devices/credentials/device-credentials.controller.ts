import { timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { DomainError, type DeviceCredentialStatus } from '@ambient/core';
import { SERIAL_PATTERN } from '@ambient/device-protocol';
import type { CommandContext } from '@ambient/event-sourcing';
import { Public } from '../../auth/public.decorator.js';
import { AdminOnly } from '../../common/admin-only.guard.js';
import { Ctx } from '../../common/request-context.js';
import { Answers, IdParam, ZodPipe } from '../../common/validation.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { KiosksReader } from '../../kiosks/index.js';
import { DeviceCredentialCommandMessage } from './device-credential.commands.js';
import { DeviceCredentialsReader } from './device-credentials.reader.js';
import {
  credentialStatusAnswer,
  gatewayCredentialAnswer,
  gatewayCredentialsAnswer,
  issuedCredentialAnswer,
} from './device-credentials.schemas.js';

/**
 * A kiosk's MQTT credential on its dashboard (decision 0028), for admins: whether one is issued
 * and when, and issuing one (the first, or a rotation that ends the previous secret). The secret is
 * in the answer to the issue only.
 */
@ApiTags('kiosk credentials')
@ApiBearerAuth()
@AdminOnly()
@Controller('kiosks')
export class DeviceCredentialsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly kiosks: KiosksReader,
    private readonly credentials: DeviceCredentialsReader,
  ) {}

  @Get(':id/device-credential')
  @Answers(credentialStatusAnswer)
  async status(@IdParam() id: number): Promise<DeviceCredentialStatus> {
    const serialNumber = await this.serialOf(id);
    const issued = await this.credentials.issued(id);
    // A credential issued for an earlier serial no longer opens anything: shown as not issued.
    const current = issued !== null && issued.serialNumber === serialNumber ? issued : null;
    return {
      username: serialNumber,
      issued: current !== null,
      generation: issued?.generation ?? 0,
      issuedAt: current?.issuedAt.toISOString() ?? null,
    };
  }

  @Post(':id/device-credential')
  @HttpCode(200)
  @Answers(issuedCredentialAnswer, 'The new secret, shown this once')
  async issue(
    @IdParam() id: number,
    @Ctx() context: CommandContext,
  ): Promise<DeviceCredentialStatus & { secret: string }> {
    const serialNumber = await this.serialOf(id);
    const issued = await this.commands.execute(
      new DeviceCredentialCommandMessage(
        { type: 'IssueKioskCredential', kioskId: id, serialNumber },
        context,
      ),
    );
    return {
      username: serialNumber,
      issued: true,
      generation: issued.generation,
      issuedAt: issued.issuedAt.toISOString(),
      secret: issued.secret,
    };
  }

  private async serialOf(id: number): Promise<string> {
    const kiosk = await this.kiosks.get(id, false);
    if (kiosk === null) throw new DomainError('kiosk.notFound', {}, 404, 1);
    return kiosk.serialNumber;
  }
}

/**
 * The device gateway's question, on the embedded default where it cannot open the API's database:
 * the stored hash for a serial. Not for people: it takes the gateway's shared token
 * (GATEWAY_API_TOKEN), and answers 404 when none is configured.
 */
@ApiTags('device gateway')
@Controller('device-gateway')
export class GatewayCredentialsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly credentials: DeviceCredentialsReader,
  ) {}

  /**
   * Every current credential, for a gateway that writes a broker's password file (Mosquitto) and
   * closes the sessions of kiosks whose secret changed.
   */
  @Public()
  @Get('kiosk-credentials')
  @Answers(gatewayCredentialsAnswer)
  async all(
    @Headers('x-gateway-token') token: string | undefined,
  ): Promise<{ credentials: Array<{ username: string; secretHash: string }> }> {
    assertGatewayToken(this.config, token);
    return { credentials: await this.credentials.current() };
  }

  @Public()
  @Get('kiosk-credentials/:serial')
  @Answers(gatewayCredentialAnswer)
  async secretHash(
    @Headers('x-gateway-token') token: string | undefined,
    @Param('serial', new ZodPipe(z.string().regex(SERIAL_PATTERN), 'serial')) serial: string,
  ): Promise<{ secretHash: string | null }> {
    assertGatewayToken(this.config, token);
    return { secretHash: await this.credentials.secretHashForSerial(serial) };
  }
}

/**
 * The device gateway's shared token (GATEWAY_API_TOKEN), for its calls that no person may make:
 * 404 when the API has none, 403 when the header does not match.
 */
export function assertGatewayToken(config: AppConfig, token: string | undefined): void {
  const expected = config.gatewayApiToken;
  if (expected === null) throw new DomainError('error.notFound', {}, 404, 1);
  const a = Buffer.from(token ?? '');
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new DomainError('error.forbidden', {}, 403, 1);
}
