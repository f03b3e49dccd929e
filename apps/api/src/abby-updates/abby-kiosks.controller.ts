import { Controller, ForbiddenException, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiForbiddenResponse, ApiTags } from '@nestjs/swagger';
import {
  KioskType,
  isBehind,
  isOnlineBySync,
  kioskKindOf,
  type OverrideAbbyKiosk,
  type UnupdatedAbbyKiosk,
} from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { AdminOnly } from '../common/admin-only.guard.js';
import { Ctx } from '../common/request-context.js';
import { Answers, ValidBody, ValidQuery } from '../common/validation.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { KiosksReader } from '../kiosks/index.js';
import { AbbyUpdateCommandMessage } from './abby-update.commands.js';
import { AbbyUpdatesReader, todayOf } from './abby-updates.reader.js';
import {
  activateOverrideAnswer,
  activateOverrideBodySchema,
  overrideKiosksAnswer,
  unupdatedAnswer,
  unupdatedQuerySchema,
  type ActivateOverrideBody,
  type UnupdatedQuery,
} from './abby-updates.schemas.js';

/** Manage Override Kiosks and Unupdated Abbys (spec 02 §2, §4, §7 "kiosks/…-abbys"). */
@ApiTags('abby updates')
@ApiBearerAuth()
@Controller('kiosks')
export class AbbyKiosksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: AbbyUpdatesReader,
    private readonly kiosks: KiosksReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every Abby with its override mark (`refId` "update-override"); admins only. */
  @Get('update-override-abbys')
  @AdminOnly()
  @Answers(overrideKiosksAnswer)
  async overrides(): Promise<{ kiosks: OverrideAbbyKiosk[] }> {
    return { kiosks: await this.reader.overrideKiosks(new Date()) };
  }

  /** Save Changes: the selection becomes the override kiosks; answers how many were activated and deactivated. */
  @Post('activate-override-abbys')
  @HttpCode(200)
  @AdminOnly()
  @Answers(activateOverrideAnswer)
  async activate(
    @ValidBody(activateOverrideBodySchema) body: ActivateOverrideBody,
    @Ctx() context: CommandContext,
  ): Promise<{ activated: number; deactivated: number }> {
    const selectedIds = Array.isArray(body) ? body : body.kioskIds;
    const ends = Array.isArray(body) ? undefined : body.ends;
    return this.commands.execute(
      new AbbyUpdateCommandMessage(
        { type: 'ActivateOverrideAbbys', selectedIds, ...(ends ? { ends } : {}) },
        context,
      ),
    );
  }

  /**
   * The Abbys behind the latest update of their kind, with their TeamViewer id and password,
   * for the designated users only (`UNUPDATED_ABBYS_IDS`): anyone else is refused. Kiosks with no
   * TeamViewer id and the excluded ids (`UNUPDATED_ABBYS_EXCLUDED_IDS`) are dropped.
   */
  @Get('unupdated-abbys')
  @ApiForbiddenResponse({ description: 'Not one of the users the Unupdated Abbys list is for' })
  @Answers(unupdatedAnswer)
  async unupdated(
    @CurrentPrincipal() principal: Principal,
    @ValidQuery(unupdatedQuerySchema) query: UnupdatedQuery,
  ): Promise<{ kiosks: UnupdatedAbbyKiosk[]; facilities: Array<{ id: number; name: string }> }> {
    if (!principal.flags.canSeeUnupdatedAbbys) throw new ForbiddenException();
    const facilityId = Number(query.facilityId ?? '') > 0 ? Number(query.facilityId) : null;
    const excluded = new Set(this.config.unupdatedAbbysExcludedIds);
    const latest = await this.reader.latestAbbyLevels();
    const today = todayOf(new Date());
    const all = await this.kiosks.list(
      principal.profile,
      { page: null, pageSize: 0, search: '', orderBy: 'k.name' },
      { typeId: KioskType.Abby, facilityId: null },
      true,
    );
    const candidates = all.kiosks.filter((k) => (k.teamviewerId ?? '').trim() !== '' && !excluded.has(k.id));
    const facilities = new Map<number, string>();
    for (const k of candidates) if (k.facilityId !== null) facilities.set(k.facilityId, k.facilityName ?? '');
    const search = (query.search ?? '').trim().toLowerCase();
    const kiosks = candidates
      .map((k) => {
        const kind = kioskKindOf(k.typeId, k.phidgetVersion);
        const maxUpdateLevel = kind === 'genie' ? 0 : latest[kind];
        return { k, maxUpdateLevel };
      })
      .filter(({ k, maxUpdateLevel }) => isBehind(k.updateLevel, maxUpdateLevel))
      .filter(({ k }) => facilityId === null || k.facilityId === facilityId)
      .filter(
        ({ k }) =>
          search === '' ||
          [k.name, k.description, k.serialNumber, k.facilityName, k.teamviewerId].some((v) =>
            (v ?? '').toLowerCase().includes(search),
          ),
      )
      .map(({ k, maxUpdateLevel }) => ({
        id: k.id,
        serialNumber: k.serialNumber,
        name: k.name,
        description: k.description,
        facilityId: k.facilityId,
        facilityName: k.facilityName,
        isOnline: isOnlineBySync(k.mediaSyncDate, today),
        teamviewerId: k.teamviewerId ?? '',
        teamviewerPassword: k.teamviewerPassword,
        updateLevel: k.updateLevel,
        maxUpdateLevel,
      }));
    return {
      kiosks,
      facilities: [...facilities]
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  }
}
