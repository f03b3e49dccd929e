import { Controller, Get, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { KioskEmail, KioskEmailResident, KioskEmailUploadKind } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { Ctx } from '../common/request-context.js';
import { Answers, ApiJsonBody, IdParam } from '../common/validation.js';
import { MediaUploadInterceptor, UploadParts } from '../media/index.js';
import { ResidentsReader } from '../residents/index.js';
import { accessOf, KioskEmailSender, kioskNotFound } from './kiosk-email-sender.js';
import {
  KioskEmailKindParam,
  kioskEmailAnswer,
  kioskEmailSendForm,
  kioskEmailSendSchema,
  kioskEmailsAnswer,
} from './kiosk-email.schemas.js';
import { KioskEmailsReader } from './kiosk-emails.reader.js';

/**
 * Kiosk emails, the Geniegrams (spec 03 §2.15, §7 "Kiosk emails"; decisions 0065, 0066): the list
 * of a kiosk with the residents a new one may go to, and sending one, with media uploaded or
 * taken from the library.
 */
@ApiTags('kioskemails')
@ApiBearerAuth()
@Controller('kioskemails')
export class KioskEmailsController {
  constructor(
    private readonly reader: KioskEmailsReader,
    private readonly sender: KioskEmailSender,
    private readonly residents: ResidentsReader,
  ) {}

  /** The kiosk's Geniegrams the caller reaches, newest first, and the residents of the create dialog. */
  @Get('kiosk/:id')
  @Answers(kioskEmailsAnswer)
  async list(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ kioskEmails: KioskEmail[]; selectorResidents: KioskEmailResident[] }> {
    const reach = await this.reader.reach(principal.profile, id);
    if (!reach) throw kioskNotFound();
    const access = accessOf(principal.profile, reach);
    const pictures = new Map(
      (
        await this.residents.pictures(
          principal.profile,
          reach.residents.map((resident) => resident.id),
        )
      ).map((picture) => [picture.residentId, picture.base64]),
    );
    return {
      kioskEmails: await this.reader.list(reach),
      selectorResidents: reach.residents.map((resident) => ({
        id: resident.id,
        name: resident.name,
        kioskId: resident.kioskId,
        kioskTypeId: reach.kioskTypeId === 1 ? 1 : 2,
        picture: pictures.get(resident.id) ?? null,
        isSelectable: access.isGenie && !access.isAdmin,
      })),
    };
  }

  /** Sends a Geniegram with no file: its message, and media of the library by `mediaItemId`. */
  @Post('send')
  @HttpCode(200)
  @UseInterceptors(MediaUploadInterceptor)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody(kioskEmailSendForm)
  @ApiJsonBody(kioskEmailSendSchema)
  @Answers(kioskEmailAnswer)
  async send(
    @UploadParts() parts: UploadParts,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ kioskEmail: KioskEmail }> {
    return { kioskEmail: await this.sender.send(principal.profile, null, parts, context) };
  }

  /** Sends a Geniegram with uploaded pictures, audio or videos (and media of the library). */
  @Post('send/:kind')
  @HttpCode(200)
  @UseInterceptors(MediaUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody(kioskEmailSendForm)
  @Answers(kioskEmailAnswer)
  async upload(
    @KioskEmailKindParam() kind: KioskEmailUploadKind,
    @UploadParts() parts: UploadParts,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ kioskEmail: KioskEmail }> {
    return { kioskEmail: await this.sender.send(principal.profile, kind, parts, context) };
  }
}
