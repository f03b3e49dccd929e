import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { BaseRole, KioskType } from '@ambient/core';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { Ctx } from '../common/request-context.js';
import type { CommandContext } from '@ambient/event-sourcing';
import { KiosksReader } from '../kiosks/index.js';
import { ResidentsReader } from '../residents/index.js';
import { ContactInviter, validateContact } from '../users/index.js';
import { IdParam, ValidBody, Answers } from '../common/validation.js';
import { dashboardUserBodySchema, type DashboardUserBody, dashboardUserAnswer } from './dashboard.schemas.js';

/**
 * Adds a contact (or family facilitator) from a resident's dashboard, or a user from a kiosk's
 * (spec 02 §6 kiosk and resident dashboard contexts). A new person is invited by email; an
 * existing account is asked by email to accept (decision 0022). The answer is the same either way.
 */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users/dashboard')
export class DashboardUsersController {
  constructor(
    private readonly residents: ResidentsReader,
    private readonly kiosks: KiosksReader,
    private readonly contacts: ContactInviter,
  ) {}

  @Post(':id')
  @Answers(dashboardUserAnswer)
  @HttpCode(200)
  async add(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
    @ValidBody(dashboardUserBodySchema) body: DashboardUserBody,
    @Ctx() context: CommandContext,
  ): Promise<{ isEmailSent: boolean }> {
    const contact = validateContact({
      email: body?.user?.email ?? '',
      name: body?.user?.name ?? '',
      nickname: body?.user?.nickname ?? '',
    });
    const { flags } = principal;
    if (body?.target === 'kiosk') {
      const kiosk = await this.kiosks.requireVisible(principal.profile, id, false);
      // A domain manager or admin adds managers; others add contacts (Guest).
      const role = flags.isAdmin || flags.isDomainManager ? BaseRole.Manager : BaseRole.Guest;
      return this.contacts.connectOrInvite(
        contact,
        { kioskIds: [id] },
        role,
        body.user?.languageId ?? null,
        kiosk?.name ?? '',
        context,
      );
    }
    const resident = await this.residents.requireVisible(principal.profile, id);
    const isGenie = resident?.kioskTypeId === KioskType.Genie;
    // A family facilitator adding a contact on a Genie creates a virtual visitor; on an Abby the
    // resident dashboard gives Manager (a family facilitator). Others may choose between the two.
    const asked = body.user?.role === BaseRole.Manager ? BaseRole.Manager : BaseRole.Guest;
    const role = flags.isResidentManager
      ? isGenie
        ? BaseRole.Guest
        : BaseRole.Manager
      : flags.isAdmin || flags.isManager
        ? asked
        : BaseRole.Guest;
    return this.contacts.connectOrInvite(
      contact,
      { residentIds: [id] },
      role,
      body.user?.languageId ?? null,
      resident?.name ?? '',
      context,
    );
  }
}
