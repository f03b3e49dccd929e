import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  KioskType,
  Language,
  type ComboOptionsResponse,
  type KioskLoginResponse,
  type LanguageOption,
  type ProfileResponse,
  type ResidentLoginResponse,
} from '@ambient/core';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { AdminOnly } from '../common/admin-only.guard.js';
import { ValidQueryParam, Answers } from '../common/validation.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RoleFlagsService, profileAnswer } from '../users/index.js';
import { HierarchyReader } from '../hierarchy/index.js';
import {
  comboKioskTypeSchema,
  comboOptionsAnswer,
  kioskLoginAnswer,
  residentLoginAnswer,
  versionAnswer,
} from './session.schemas.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

const LANGUAGES: LanguageOption[] = [
  { id: Language.English, name: 'English', code: 'en' },
  { id: Language.French, name: 'Français', code: 'fr' },
];

/** The login data each role loads once after signing in (spec 01 §4, §7). */
@ApiTags('login')
@ApiBearerAuth()
@Controller()
export class LoginController {
  constructor(
    private readonly hierarchy: HierarchyReader,
    private readonly flags: RoleFlagsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('admin/build/version')
  @Answers(versionAnswer)
  version(): { version: string } {
    return { version: this.config.version };
  }

  @Post('admin/login')
  @Answers(profileAnswer)
  @HttpCode(200)
  @AdminOnly()
  async adminLogin(@CurrentPrincipal() principal: Principal): Promise<Success<ProfileResponse>> {
    return { profile: principal.profile, flags: await this.flags.flagsFor(principal.profile) };
  }

  @Post('kiosks/login')
  @Answers(kioskLoginAnswer)
  @HttpCode(200)
  async kioskLogin(@CurrentPrincipal() principal: Principal): Promise<Success<KioskLoginResponse>> {
    const kiosks = await this.hierarchy.kiosksFor(principal.profile);
    return {
      kiosks,
      isAbby: kiosks.some((k) => k.typeId === KioskType.Abby),
      isGenie: kiosks.some((k) => k.typeId === KioskType.Genie),
      languages: LANGUAGES,
    };
  }

  @Post('residents/login')
  @Answers(residentLoginAnswer)
  @HttpCode(200)
  async residentLogin(@CurrentPrincipal() principal: Principal): Promise<Success<ResidentLoginResponse>> {
    const residents = await this.hierarchy.residentsFor(principal.profile);
    return {
      residents,
      isAbby: residents.some((r) => r.kioskTypeId === KioskType.Abby),
      isGenie: residents.some((r) => r.kioskTypeId === KioskType.Genie),
      languages: LANGUAGES,
    };
  }

  /** Kiosk names for the Administrator Home comboboxes (admins only). */
  @Get('kiosks/combo-options')
  @Answers(comboOptionsAnswer)
  @AdminOnly()
  async comboOptions(
    @ValidQueryParam('kioskTypeId', comboKioskTypeSchema) kioskTypeId?: string,
  ): Promise<Success<ComboOptionsResponse>> {
    const typeId = kioskTypeId === undefined || kioskTypeId === '' ? null : Number(kioskTypeId);
    if (typeId !== null && typeId !== KioskType.Abby && typeId !== KioskType.Genie) {
      return { options: [] };
    }
    return { options: await this.hierarchy.comboOptions(typeId) };
  }
}
