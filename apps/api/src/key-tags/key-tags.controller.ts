import { Controller, Delete, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  DomainError,
  FunctionalRole,
  type KeyTag,
  type KeyTagInput,
  type KeyTagMapperResponse,
  type KeyTagResponse,
  type KeyTagsResponse,
  type Profile,
} from '@ambient/core';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { toId } from '../common/delete-check.js';
import { Ctx, languageOf, type ApiRequest } from '../common/request-context.js';
import type { CommandContext } from '@ambient/event-sourcing';
import { KeyTagCommandMessage } from './key-tag.commands.js';
import { KeyTagsReader } from './key-tags.reader.js';
import { IdParam, ValidBody, ValidQueryParam, Answers, doneAnswer } from '../common/validation.js';
import {
  keyTagBodySchema,
  mapperSearchSchema,
  keyTagResidentSchema,
  type KeyTagBody,
  type KeyTagResidentBody,
  keyTagAnswer,
  keyTagMapperAnswer,
  keyTagsAnswer,
} from './key-tag.schemas.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

const forbidden = (): DomainError => new DomainError('error.forbidden', {}, 403, 1);
const notFound = (): DomainError => new DomainError('keyTag.notFound', {}, 404, 1);

function toInput(body: KeyTagBody): KeyTagInput {
  const keyNum = body?.keyNum;
  return {
    kioskId: toId(body?.kioskId),
    tagId: typeof body?.tagId === 'string' ? body.tagId : '',
    keyNum: typeof keyNum === 'number' || typeof keyNum === 'string' ? keyNum : null,
    residentId: toId(body?.residentId),
  };
}

/**
 * Kiosk key/tag mappings (spec 02 §2 "Kiosk key/tag mappings", §7 "Key tags"), scoped like
 * kiosks on every call, by id and in lists: a call outside the caller's kiosks answers 403 and
 * appends nothing. The resident assignment is its own call (docs/decisions/0008).
 */
@ApiTags('key tags')
@ApiBearerAuth()
@Controller('kiosks/keytags')
export class KeyTagsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly keyTags: KeyTagsReader,
  ) {}

  /**
   * The kiosks, residents, facilities and mappings the caller may see; `search` keeps the
   * mappings the table's search finds ("Unassigned" in the language of the caller's messages
   * included).
   */
  @Get('mapper')
  @Answers(keyTagMapperAnswer)
  async mapper(
    @CurrentPrincipal() principal: Principal,
    @Req() req: ApiRequest,
    @ValidQueryParam('search', mapperSearchSchema) search?: string,
  ): Promise<Success<KeyTagMapperResponse>> {
    return this.keyTags.mapper(principal.profile, search ?? '', languageOf(req));
  }

  /** The mappings of one kiosk. */
  @Get(':kioskId')
  @Answers(keyTagsAnswer)
  async ofKiosk(
    @IdParam('kioskId') kioskId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Success<KeyTagsResponse>> {
    const access = await this.keyTags.kioskAccess(principal.profile, kioskId);
    // Outside the caller's scope a kiosk answers as a missing one (decision 0020).
    if (access !== 'visible') throw new DomainError('kiosk.notFound', {}, 404, 1);
    return { keyTags: await this.keyTags.ofKiosk(kioskId) };
  }

  @Post()
  @Answers(keyTagAnswer)
  @HttpCode(200)
  async create(
    @ValidBody(keyTagBodySchema) body: KeyTagBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Success<KeyTagResponse>> {
    const input = toInput(body);
    await this.checkChosenKiosk(principal.profile, input.kioskId);
    const id = await this.commands.execute(
      new KeyTagCommandMessage({ type: 'CreateKeyTag', input }, context),
    );
    return { keyTag: await this.found(id) };
  }

  @Put(':id')
  @Answers(keyTagAnswer)
  async update(
    @IdParam() id: number,
    @ValidBody(keyTagBodySchema) body: KeyTagBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Success<KeyTagResponse>> {
    const current = await this.visible(principal.profile, id);
    const input = toInput(body);
    if (input.kioskId !== current.kioskId) await this.checkChosenKiosk(principal.profile, input.kioskId);
    await this.commands.execute(
      new KeyTagCommandMessage({ type: 'UpdateKeyTag', keyTagId: id, input }, context),
    );
    return { keyTag: await this.found(id) };
  }

  /** Assigns a resident of the mapping's kiosk, or with null (or -1) unassigns. */
  @Put(':id/resident')
  @Answers(keyTagAnswer)
  async assign(
    @IdParam() id: number,
    @ValidBody(keyTagResidentSchema) body: KeyTagResidentBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Success<KeyTagResponse>> {
    await this.visible(principal.profile, id);
    await this.commands.execute(
      new KeyTagCommandMessage(
        { type: 'AssignKeyTagResident', keyTagId: id, residentId: toId(body.residentId) },
        context,
      ),
    );
    return { keyTag: await this.found(id) };
  }

  @Delete(':id')
  @Answers(doneAnswer)
  async remove(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Record<string, never>> {
    await this.visible(principal.profile, id);
    await this.commands.execute(new KeyTagCommandMessage({ type: 'DeleteKeyTag', keyTagId: id }, context));
    return {};
  }

  /** A kiosk chosen in the form must be one the caller may see; a missing one is the decider's to report. */
  private async checkChosenKiosk(profile: Profile, kioskId: number | null): Promise<void> {
    if (!this.keyTags.hasKioskScope(profile)) throw forbidden();
    if (kioskId === null) return;
    if ((await this.keyTags.kioskAccess(profile, kioskId)) === 'hidden') {
      throw new DomainError('kiosk.notFound', {}, 404, 1);
    }
  }

  /** The mapping, if it exists (404) and its kiosk is the caller's to see (403). */
  private async visible(profile: Profile, id: number): Promise<KeyTag> {
    if (!this.keyTags.hasKioskScope(profile)) throw forbidden();
    const keyTag = await this.found(id);
    const access = await this.keyTags.kioskAccess(profile, keyTag.kioskId);
    // A mapping whose kiosk is gone stays an admin's to clean up.
    if (access === 'hidden' || (access === 'absent' && profile.functionalRole !== FunctionalRole.Admin)) {
      throw new DomainError('keyTag.notFound', {}, 404, 1);
    }
    return keyTag;
  }

  private async found(id: number): Promise<KeyTag> {
    const keyTag = await this.keyTags.get(id);
    if (!keyTag) throw notFound();
    return keyTag;
  }
}
