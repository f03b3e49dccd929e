import { Controller, Get, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FacilityAlertSettingsAnswer, OfflineAlert } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { Ctx } from '../common/request-context.js';
import { Answers, IdParam, ValidBody } from '../common/validation.js';
import { assertVisible } from '../common/visibility.js';
import { KiosksReader } from '../kiosks/index.js';
import { OfflineAlertCommandMessage } from './offline-alert.commands.js';
import { OfflineAlertsReader } from './offline-alerts.reader.js';
import {
  alertSettingsAnswer,
  alertSettingsBodySchema,
  offlineAlertsAnswer,
  type AlertSettingsBody,
} from './offline-alerts.schemas.js';

/**
 * Offline alerts (issue 10 point 6; decisions 0048–0050): a facility's alert settings, read and
 * changed by admins and the facility's domain managers; the open alerts of the kiosks in the
 * caller's scope; a kiosk's alert history. Anything outside the caller's scope answers 404.
 */
@ApiTags('offline alerts')
@ApiBearerAuth()
@Controller()
export class OfflineAlertsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: OfflineAlertsReader,
    private readonly kiosks: KiosksReader,
  ) {}

  @Get('facilities/:id/alert-settings')
  @Answers(alertSettingsAnswer)
  async settings(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<FacilityAlertSettingsAnswer> {
    assertVisible(await this.reader.facilityVisibility(principal.profile, id), 'facility.notFound');
    return this.reader.settings(id);
  }

  @Put('facilities/:id/alert-settings')
  @Answers(alertSettingsAnswer)
  async changeSettings(
    @IdParam() id: number,
    @ValidBody(alertSettingsBodySchema) body: AlertSettingsBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<FacilityAlertSettingsAnswer> {
    assertVisible(await this.reader.facilityVisibility(principal.profile, id), 'facility.notFound');
    await this.commands.execute(
      new OfflineAlertCommandMessage(
        {
          type: 'ChangeFacilityAlertSettings',
          facilityId: id,
          settings: { ...body, timeZone: body.timeZone ?? null },
        },
        context,
      ),
    );
    return this.reader.settings(id);
  }

  /** The alerts still open of every kiosk the caller may see, oldest outage first. */
  @Get('offline-alerts')
  @Answers(offlineAlertsAnswer)
  async open(@CurrentPrincipal() principal: Principal): Promise<{ offlineAlerts: OfflineAlert[] }> {
    return { offlineAlerts: await this.reader.open(principal.profile) };
  }

  /** A kiosk's alerts, raised and cleared, newest first: its history of outages. */
  @Get('kiosks/:id/offline-alerts')
  @Answers(offlineAlertsAnswer)
  async ofKiosk(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ offlineAlerts: OfflineAlert[] }> {
    assertVisible(await this.kiosks.visibility(principal.profile, id), 'kiosk.notFound');
    return { offlineAlerts: await this.reader.ofKiosk(id) };
  }
}
