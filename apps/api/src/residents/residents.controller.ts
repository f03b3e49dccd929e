import {
  Body,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  DomainError,
  Limits,
  type Resident,
  type ResidentInput,
  type ResidentPictureResponse,
  type ResidentPicturesResponse,
  type ResidentsManagerResponse,
  type ResidentsResponse,
} from '@ambient/core';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { toId } from '../common/delete-check.js';
import { idFilter, parseListQuery } from '../common/list-query.js';
import { Ctx } from '../common/request-context.js';
import { PictureStore } from '../storage/index.js';
import type { CommandContext } from '@ambient/event-sourcing';
import { KeyTagCommandMessage } from '../key-tags/index.js';
import { KeyTagsReader } from '../key-tags/index.js';
import { KIOSK_SORT, KiosksReader } from '../kiosks/index.js';
import { LANGUAGES } from '../kiosks/index.js';
import { ResidentCommandMessage } from './resident.commands.js';
import { RESIDENT_SORT, ResidentsReader } from './residents.reader.js';
import {
  residentBodySchema,
  residentIdsSchema,
  residentListQuerySchema,
  type ResidentBody,
  type ResidentListQuery,
  admittedAnswer,
  residentAnswer,
  residentPictureAnswer,
  residentPicturesAnswer,
  residentsAnswer,
  residentsManagerAnswer,
} from './resident.schemas.js';
import {
  IdParam,
  ValidBody,
  ValidQuery,
  ValidQueryParam,
  Answers,
  doneAnswer,
} from '../common/validation.js';
import type { z } from 'zod';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

/** Where a resident's pictures are kept, under the media folder. */
export const residentPictureFolder = (residentId: number): string => `residents/${residentId}`;

function toResidentInput(body: ResidentBody): ResidentInput {
  const number = (value: unknown): number | null =>
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
        ? Number(value)
        : null;
  return {
    firstName: body.firstName ?? '',
    lastName: body.lastName ?? '',
    kioskTypeId: number(body.kioskTypeId),
    kioskId: toId(body.kioskId),
    languageId: number(body.languageId),
    bluetoothBeaconId: body.bluetoothBeaconId ?? null,
    uwbTagId: body.uwbTagId === undefined || body.uwbTagId === null ? null : String(body.uwbTagId),
  };
}

/** The dialog's key: a mapping id, -1 or null for None (stored as null), absent when not sent. */
function keyTagIdOf(body: ResidentBody): number | null | undefined {
  if (!('kioskKeyTagId' in body)) return undefined;
  return toId(body.kioskKeyTagId);
}

/** Residents (spec 02 §2, §7) within the caller's scope. */
@ApiTags('residents')
@ApiBearerAuth()
@Controller('residents')
export class ResidentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly residents: ResidentsReader,
    private readonly kiosks: KiosksReader,
    private readonly keyTags: KeyTagsReader,
    private readonly pictureStore: PictureStore,
  ) {}

  @Get('manager')
  @Answers(residentsManagerAnswer)
  async manager(
    @CurrentPrincipal() principal: Principal,
    @ValidQuery(residentListQuerySchema) params: ResidentListQuery,
  ): Promise<Success<ResidentsManagerResponse> | { residents: Resident[]; total: number }> {
    const query = parseListQuery(params, RESIDENT_SORT, 'lastName');
    const { profile, flags } = principal;
    if (query.page !== null && params.lists === 'false') {
      // A further page: the option lists were read with the first one.
      return this.residents.list(profile, query, {
        kioskTypeId: toId(params.kioskTypeId),
        kioskId: toId(params.kioskId),
      });
    }
    const [{ residents, total }, { kiosks }, facilities] = await Promise.all([
      this.residents.list(profile, query, {
        kioskTypeId: toId(params.kioskTypeId),
        kioskId: toId(params.kioskId),
      }),
      this.kiosks.list(profile, parseListQuery({}, KIOSK_SORT, 'serialNumber'), {}, flags.isSuperAdmin),
      this.kiosks.facilityOptions(profile),
    ]);
    const answer = {
      residents,
      kiosks,
      kioskTypes: [
        { id: 1, name: 'Abby' },
        { id: 2, name: 'Genie' },
      ],
      facilities,
      kioskKeyTags: await this.keyTags.list(profile),
      languages: LANGUAGES,
    };
    return query.page === null ? answer : { ...answer, total };
  }

  /** All pictures in scope (admins load them all at once). */
  @Get('pictures/base64')
  @Answers(residentPicturesAnswer)
  async allPictures(@CurrentPrincipal() principal: Principal): Promise<Success<ResidentPicturesResponse>> {
    return { pictures: await this.residents.pictures(principal.profile, null) };
  }

  @Post('pictures/base64')
  @Answers(residentPicturesAnswer)
  @HttpCode(200)
  async pictures(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(residentIdsSchema) body: z.output<typeof residentIdsSchema>,
  ): Promise<Success<ResidentPicturesResponse>> {
    const ids = body.residentIds ?? [];
    return { pictures: await this.residents.pictures(principal.profile, ids) };
  }

  /** Pictures of the residents in scope, of one kiosk type when asked (spec 02 §7). */
  @Post('profile/picture')
  @Answers(residentPicturesAnswer)
  @HttpCode(200)
  async profilePictures(
    @CurrentPrincipal() principal: Principal,
    @ValidQueryParam('kioskTypeId', idFilter) kioskTypeId?: string,
  ): Promise<Success<ResidentPicturesResponse>> {
    const typeId = toId(kioskTypeId);
    const pictures = await this.residents.pictures(principal.profile, null);
    if (typeId === null) return { pictures };
    const { residents } = await this.residents.list(
      principal.profile,
      parseListQuery({}, RESIDENT_SORT, 'lastName'),
      {
        kioskTypeId: typeId,
      },
    );
    const ofType = new Set(residents.map((r) => r.id));
    return { pictures: pictures.filter((p) => ofType.has(p.residentId)) };
  }

  @Get('kiosk/:id')
  @Answers(residentsAnswer)
  async ofKiosk(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
  ): Promise<Success<ResidentsResponse>> {
    await this.kioskVisible(principal, id);
    const { residents } = await this.residents.list(
      principal.profile,
      parseListQuery({}, RESIDENT_SORT, 'lastName'),
      { kioskId: id },
    );
    return { residents };
  }

  /** The residents of one kiosk, for the kiosk dashboard. */
  @Post('login/kiosk/:id')
  @Answers(residentsAnswer)
  @HttpCode(200)
  async loginKiosk(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
  ): Promise<Success<ResidentsResponse>> {
    return this.ofKiosk(principal, id);
  }

  @Get(':id')
  @Answers(residentAnswer)
  async get(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
  ): Promise<{ resident: Resident }> {
    return { resident: await this.visible(principal, id) };
  }

  @Get(':id/extended')
  @Answers(residentAnswer)
  async extended(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
  ): Promise<{ resident: Resident }> {
    return { resident: await this.visible(principal, id) };
  }

  /** Gives the resident the key tag with this tag id on their kiosk (spec 02 §7). */
  @Get(':id/tag/:tag')
  @Answers(residentAnswer)
  async assignTag(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
    @Param('tag') tag: string,
    @Ctx() context: CommandContext,
  ): Promise<{ resident: Resident }> {
    const resident = await this.visible(principal, id);
    if (principal.flags.isResidentManager) throw new ForbiddenException();
    const keyTag =
      resident.kioskId === null
        ? undefined
        : (await this.keyTags.ofKiosk(resident.kioskId)).find((k) => k.tagId === tag);
    if (!keyTag) throw new DomainError('resident.keyTagNotFound', {}, 404);
    await this.commands.execute(
      new KeyTagCommandMessage({ type: 'SetResidentKeyTag', residentId: id, keyTagId: keyTag.id }, context),
    );
    return { resident: await this.visible(principal, id) };
  }

  @Get(':id/picture/base64')
  @Answers(residentPictureAnswer)
  async picture(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
  ): Promise<Success<ResidentPictureResponse>> {
    const resident = await this.visible(principal, id);
    return { base64: resident.pictureBase64 ?? '' };
  }

  /** Admins, domain managers and kiosk managers admit residents onto kiosks they may see. */
  @Post()
  @Answers(admittedAnswer)
  @HttpCode(200)
  async create(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(residentBodySchema) body: ResidentBody,
    @Ctx() context: CommandContext,
  ): Promise<{ resident: Resident; isEmailSent: boolean }> {
    if (principal.flags.isResidentManager || principal.profile.functionalRole === 'Guest')
      throw new ForbiddenException();
    const input = toResidentInput(body);
    if (input.kioskId !== null) await this.kioskVisible(principal, input.kioskId);
    const keyTagId = keyTagIdOf(body) ?? null;
    const { residentId, isEmailSent } = await this.commands.execute(
      new ResidentCommandMessage(
        { type: 'AdmitResident', input, contact: body.contactUser ?? null, keyTagId },
        context,
      ),
    );
    return { resident: await this.visible(principal, residentId), isEmailSent };
  }

  /** A family facilitator may change names and language only; others every field. */
  @Put(':id')
  @Answers(residentAnswer)
  async update(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
    @ValidBody(residentBodySchema) body: ResidentBody,
    @Ctx() context: CommandContext,
  ): Promise<{ resident: Resident }> {
    await this.visible(principal, id);
    const input = toResidentInput(body);
    const restricted = principal.flags.isResidentManager;
    if (!restricted && input.kioskId !== null) await this.kioskVisible(principal, input.kioskId);
    await this.commands.execute(
      new ResidentCommandMessage(
        { type: 'UpdateResident', residentId: id, input, restricted, keyTagId: keyTagIdOf(body) },
        context,
      ),
    );
    return { resident: await this.visible(principal, id) };
  }

  @Delete(':id')
  @Answers(doneAnswer)
  async remove(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
    @Ctx() context: CommandContext,
  ): Promise<Record<string, never>> {
    await this.visible(principal, id);
    if (principal.flags.isResidentManager) throw new ForbiddenException();
    await this.commands.execute(
      new ResidentCommandMessage({ type: 'DeleteResident', residentId: id }, context),
    );
    return {};
  }

  /** Stores a picture of at least 400 x 400 pixels for an existing resident; answers it as base64. */
  @Post('picture')
  @Answers(residentPictureAnswer)
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: Limits.pictureMaxBytes } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'residentId'],
      properties: { file: { type: 'string', format: 'binary' }, residentId: { type: 'integer', minimum: 1 } },
    },
  })
  async upload(
    @CurrentPrincipal() principal: Principal,
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @Body('residentId') residentIdRaw: string | undefined,
    @Ctx() context: CommandContext,
  ): Promise<Success<ResidentPictureResponse>> {
    const residentId = toId(residentIdRaw);
    if (residentId === null) throw new DomainError('resident.notFound', {}, 404, 1);
    await this.visible(principal, residentId);
    if (!file) throw new DomainError('error.noFile');
    const { relative } = await this.pictureStore.keep(residentPictureFolder(residentId), file.buffer);
    await this.commands.execute(
      new ResidentCommandMessage(
        { type: 'ChangeResidentPicture', residentId, pictureUri: relative },
        context,
      ),
    );
    const resident = await this.visible(principal, residentId);
    return { base64: resident.pictureBase64 ?? '' };
  }

  private visible(principal: Principal, id: number): Promise<Resident> {
    return this.residents.requireVisible(principal.profile, id);
  }

  private async kioskVisible(principal: Principal, kioskId: number): Promise<void> {
    await this.kiosks.requireVisible(principal.profile, kioskId, false);
  }
}
