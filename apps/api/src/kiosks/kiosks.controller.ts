import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ACTIVITY_LEVELS,
  GENIE_BUTTON_CONFIGS,
  Language,
  kioskDeleteBlocker,
  type DeleteCheckResponse,
  type Kiosk,
  type KioskEditor,
  type KioskInput,
  type KioskManagersResponse,
  type KiosksManagerResponse,
  type KiosksResponse,
  type PhidgetVersion,
} from '@ambient/core';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { AdminOnly } from '../common/admin-only.guard.js';
import { deleteCheckAnswer, toId } from '../common/delete-check.js';
import { parseListQuery } from '../common/list-query.js';
import { Ctx } from '../common/request-context.js';
import type { CommandContext } from '@ambient/event-sourcing';
import { AmbientInvitationsReader } from '../invitations/index.js';
import { KioskCommandMessage } from './kiosk.commands.js';
import { KIOSK_SORT, KiosksReader } from './kiosks.reader.js';
import {
  IdParam,
  ValidBody,
  ValidQuery,
  ValidQueryParam,
  allowedAnswer,
  Answers,
  doneAnswer,
} from '../common/validation.js';
import {
  baseOnlySchema,
  kioskBodySchema,
  kioskListQuerySchema,
  type KioskBody,
  type KioskListQuery,
  kioskAnswer,
  kioskManagersAnswer,
  kiosksAnswer,
  kiosksManagerAnswer,
} from './kiosk.schemas.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

export const LANGUAGES = [
  { id: Language.English, name: 'English', code: 'en' },
  { id: Language.French, name: 'Français', code: 'fr' },
];

const optionalText = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const optionalNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
      ? Number(value)
      : null;

export function toKioskInput(body: KioskBody | undefined): KioskInput {
  const phidget = optionalNumber(body?.phidgetVersion);
  return {
    serialNumber: body?.serialNumber ?? '',
    name: body?.name ?? '',
    description: optionalText(body?.description),
    typeId: optionalNumber(body?.kioskTypeId),
    facilityId: toId(body?.facilityId),
    phidgetConfigId: toId(body?.phidgetConfigId),
    phidgetVersion: (phidget === 21 || phidget === 22 ? phidget : null) as PhidgetVersion,
    phidgetHubSerialNumber: body?.phidgetHubSerialNumber ?? null,
    machineName: optionalText(body?.machineName),
    identifier: optionalText(body?.identifier),
    contactUserId: optionalText(body?.contactUserId),
    contactPhone: optionalText(body?.contactPhone),
    contactPosition: optionalText(body?.contactPosition),
    contactAvailability: optionalText(body?.contactAvailability),
    teamviewerId: optionalText(body?.teamviewerId),
    teamviewerPassword: optionalText(body?.teamviewerPassword),
    languageId: optionalNumber(body?.languageId),
    subscriptionLevel: optionalNumber(body?.subscriptionLevel),
    updateLevel: optionalNumber(body?.updateLevel),
    activityLevel: optionalNumber(body?.activityLevel),
    isAutoUpdates: typeof body?.isAutoUpdates === 'boolean' ? body.isAutoUpdates : null,
    ambientInvitationIds: Array.isArray(body?.ambientInvitationIds)
      ? body.ambientInvitationIds.map(Number).filter(Number.isInteger)
      : null,
  };
}

export function editorOf(principal: Principal, baseOnlyAsked: boolean): KioskEditor {
  const { flags } = principal;
  return {
    canSetLanguage: flags.isAdmin || flags.isDomainManager,
    isSuperAdmin: flags.isSuperAdmin,
    baseOnly: baseOnlyAsked || !(flags.isAdmin || flags.isDomainManager),
    placesIn: flags.isAdmin ? 'anywhere' : principal.profile.domainIds,
  };
}

/** Kiosks (spec 02 §2, §7), within the caller's scope; create and delete for admins. */
@ApiTags('kiosks')
@ApiBearerAuth()
@Controller()
export class KiosksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly kiosks: KiosksReader,
    private readonly invitations: AmbientInvitationsReader,
  ) {}

  @Get('kiosks/manager')
  @Answers(kiosksManagerAnswer)
  async manager(
    @CurrentPrincipal() principal: Principal,
    @ValidQuery(kioskListQuerySchema) params: KioskListQuery,
  ): Promise<Success<KiosksManagerResponse> | { kiosks: Kiosk[]; total: number }> {
    const query = parseListQuery(params, KIOSK_SORT, 'serialNumber');
    const { profile, flags } = principal;
    if (query.page !== null && params.lists === 'false') {
      // A further page: the option lists were read with the first one.
      const filter = { facilityId: toId(params.facilityId), typeId: toId(params.typeId) };
      return this.kiosks.list(profile, query, filter, flags.isSuperAdmin);
    }
    const [{ kiosks, total }, facilities, domains, updateLevels, invitations] = await Promise.all([
      this.kiosks.list(
        profile,
        query,
        { facilityId: toId(params.facilityId), typeId: toId(params.typeId) },
        flags.isSuperAdmin,
      ),
      this.kiosks.facilityOptions(profile),
      this.kiosks.domainOptions(profile),
      this.kiosks.updateLevels(),
      this.invitations.options(),
    ]);
    const answer = {
      kiosks,
      kioskTypes: [
        { id: 1, name: 'Abby' },
        { id: 2, name: 'Genie' },
      ],
      facilities,
      domains,
      genieButtonConfigs: GENIE_BUTTON_CONFIGS,
      updateLevels,
      activityLevels: ACTIVITY_LEVELS,
      ambientInvitationSelectItems: invitations,
      languages: LANGUAGES,
    };
    return query.page === null ? answer : { ...answer, total };
  }

  @Get('kiosks')
  @Answers(kiosksAnswer)
  async list(@CurrentPrincipal() principal: Principal): Promise<Success<KiosksResponse>> {
    const { kiosks } = await this.kiosks.list(
      principal.profile,
      parseListQuery({}, KIOSK_SORT, 'serialNumber'),
      {},
      principal.flags.isSuperAdmin,
    );
    return { kiosks };
  }

  @Get('kiosks/type/:typeId')
  @Answers(kiosksAnswer)
  async ofType(
    @CurrentPrincipal() principal: Principal,
    @IdParam('typeId') typeId: number,
  ): Promise<Success<KiosksResponse>> {
    const { kiosks } = await this.kiosks.list(
      principal.profile,
      parseListQuery({}, KIOSK_SORT, 'serialNumber'),
      { typeId },
      principal.flags.isSuperAdmin,
    );
    return { kiosks };
  }

  @Get('kiosks/:id')
  @Answers(kioskAnswer)
  async get(@CurrentPrincipal() principal: Principal, @IdParam() id: number): Promise<{ kiosk: Kiosk }> {
    return { kiosk: await this.visible(principal, id) };
  }

  @Get('kiosks/:id/extended')
  @Answers(kioskAnswer)
  async extended(@CurrentPrincipal() principal: Principal, @IdParam() id: number): Promise<{ kiosk: Kiosk }> {
    return { kiosk: await this.visible(principal, id) };
  }

  @Post('kiosks')
  @Answers(kioskAnswer)
  @HttpCode(200)
  @AdminOnly()
  async create(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(kioskBodySchema) body: KioskBody,
    @Ctx() context: CommandContext,
  ): Promise<{ kiosk: Kiosk }> {
    const id = await this.commands.execute(
      new KioskCommandMessage(
        { type: 'RegisterKiosk', input: toKioskInput(body), editor: editorOf(principal, false) },
        context,
      ),
    );
    return { kiosk: await this.visible(principal, id) };
  }

  /** Admins and domain managers save every field they may; kiosk managers the base fields. */
  @Put('kiosks/:id')
  @Answers(kioskAnswer)
  async update(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
    @ValidBody(kioskBodySchema) body: KioskBody,
    @ValidQueryParam('baseOnly', baseOnlySchema) baseOnly: string | undefined,
    @Ctx() context: CommandContext,
  ): Promise<{ kiosk: Kiosk }> {
    await this.visible(principal, id);
    await this.commands.execute(
      new KioskCommandMessage(
        {
          type: 'UpdateKiosk',
          kioskId: id,
          input: toKioskInput(body),
          editor: editorOf(principal, baseOnly === 'true'),
        },
        context,
      ),
    );
    return { kiosk: await this.visible(principal, id) };
  }

  @Get('kiosks/:id/delete-check')
  @Answers(allowedAnswer)
  @AdminOnly()
  async deleteCheck(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
  ): Promise<Success<DeleteCheckResponse>> {
    const kiosk = await this.visible(principal, id);
    return deleteCheckAnswer(kioskDeleteBlocker(kiosk.name, await this.kiosks.deleteFacts(id)));
  }

  @Delete('kiosks/:id')
  @Answers(doneAnswer)
  @AdminOnly()
  async remove(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
    @Ctx() context: CommandContext,
  ): Promise<Record<string, never>> {
    await this.visible(principal, id);
    await this.commands.execute(new KioskCommandMessage({ type: 'DeleteKiosk', kioskId: id }, context));
    return {};
  }

  /** The kiosk managers of a kiosk (read before deleting it). */
  @Get('users/kiosk/:id/manager')
  @Answers(kioskManagersAnswer)
  async managers(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
  ): Promise<Success<KioskManagersResponse>> {
    await this.visible(principal, id);
    return { users: await this.kiosks.managers(id) };
  }

  private visible(principal: Principal, id: number): Promise<Kiosk> {
    return this.kiosks.requireVisible(principal.profile, id, principal.flags.isSuperAdmin);
  }
}
