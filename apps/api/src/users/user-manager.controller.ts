import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { Public } from '../auth/public.decorator.js';
import { Ctx } from '../common/request-context.js';
import { Answers, IdParam, ValidBody, ValidQuery, doneAnswer } from '../common/validation.js';
import { PasswordLinks } from './password-links.js';
import { UserManager } from './user-manager.service.js';
import {
  UserIdParam,
  changePasswordEmailBodySchema,
  emailSentAnswer,
  extraFieldsAnswer,
  extraFieldsBodySchema,
  extraFieldsQuerySchema,
  managerAnswer,
  managerBodySchema,
  optionsAnswer,
  optionsQuerySchema,
  passwordLinkBodySchema,
  unlinkBodySchema,
  userAnswer,
  userBodySchema,
  type ChangePasswordEmailBody,
  type ExtraFieldsBody,
  type ManagerBody,
  type OptionsQuery,
  type PasswordLinkBody,
  type UnlinkBody,
  type UserBody,
} from './user-manager.schemas.js';

/**
 * The Users API of spec 02 §7: the user manager's lists in its contexts, its extra fields, the
 * user dialog's create and update, delete, unlink, a resident link's removal, change-password
 * emails, invitations and the emailed password links. Who may do what is judged by the core's
 * rules (decision 0026); ids outside the caller's scope answer as missing ones (decision 0020).
 */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UserManagerController {
  constructor(
    private readonly manager: UserManager,
    private readonly passwordLinks: PasswordLinks,
  ) {}

  /** The users of a context (admin's Users, a kiosk's or a resident's people), a page at a time. */
  @Post('manager')
  @HttpCode(200)
  @Answers(managerAnswer)
  list(@CurrentPrincipal() principal: Principal, @ValidBody(managerBodySchema) body: ManagerBody) {
    return this.manager.list(principal, body);
  }

  /** A picker's search: kiosks, residents or domains in the caller's scope, a few at a time. */
  @Get('manager/options')
  @Answers(optionsAnswer)
  options(@CurrentPrincipal() principal: Principal, @ValidQuery(optionsQuerySchema) query: OptionsQuery) {
    return this.manager.options(principal, query);
  }

  /** Whether each user's email is verified, and their last sign-in and password change. */
  @Post('manager/extra-fields')
  @HttpCode(200)
  @Answers(extraFieldsAnswer)
  extraFields(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(extraFieldsBodySchema) body: ExtraFieldsBody,
    @ValidQuery(extraFieldsQuerySchema) _query: unknown,
  ) {
    return this.manager.extraFields(principal, body.userIds);
  }

  @Post()
  @HttpCode(200)
  @Answers(userAnswer)
  create(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(userBodySchema) body: UserBody,
    @Ctx() context: CommandContext,
  ) {
    return this.manager.create(principal, body, context);
  }

  @Put(':id')
  @Answers(userAnswer)
  update(
    @CurrentPrincipal() principal: Principal,
    @UserIdParam() id: string,
    @ValidBody(userBodySchema) body: UserBody,
    @Ctx() context: CommandContext,
  ) {
    return this.manager.update(principal, id, body, context);
  }

  @Delete(':id')
  @Answers(doneAnswer)
  async remove(
    @CurrentPrincipal() principal: Principal,
    @UserIdParam() id: string,
    @Ctx() context: CommandContext,
  ): Promise<Record<string, never>> {
    await this.manager.remove(principal, id, context);
    return {};
  }

  /** Removes a person from a resident (1), or from a kiosk as its manager (2) or contact (3). */
  @Post('unlink')
  @HttpCode(200)
  @Answers(doneAnswer)
  async unlink(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(unlinkBodySchema) body: UnlinkBody,
    @Ctx() context: CommandContext,
  ): Promise<Record<string, never>> {
    await this.manager.unlink(principal, body.userId, body.unlinkType, body.entityId, context);
    return {};
  }

  /**
   * The caller stops being a contact of the resident. The spec sends it as a GET; a call that
   * changes something is a POST here, so that no prefetch or crawler changes anyone's links
   * (decision 0026).
   */
  @Post('remove/resident/:id')
  @HttpCode(200)
  @Answers(doneAnswer)
  async leaveResident(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
    @Ctx() context: CommandContext,
  ): Promise<Record<string, never>> {
    await this.manager.leaveResident(principal, id, context);
    return {};
  }

  /** Emails a change-password link (one's own address; an admin, anyone's). */
  @Post('change-password-email')
  @HttpCode(200)
  @Answers(emailSentAnswer)
  async changePasswordEmail(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(changePasswordEmailBodySchema) body: ChangePasswordEmailBody,
    @Ctx() context: CommandContext,
  ): Promise<{ isEmailSent: boolean }> {
    await this.manager.changePasswordEmail(principal, body.email, context);
    return { isEmailSent: true };
  }

  /** Sends a new invitation to a person who has not chosen a password yet. */
  @Post(':id/invitation')
  @HttpCode(200)
  @Answers(emailSentAnswer)
  async resendInvitation(
    @CurrentPrincipal() principal: Principal,
    @UserIdParam() id: string,
    @Ctx() context: CommandContext,
  ): Promise<{ isEmailSent: boolean }> {
    await this.manager.resendInvitation(principal, id, context);
    return { isEmailSent: true };
  }

  /** Sets a password with an emailed invitation or change-password link (no session needed). */
  @Public()
  @Post('password-link')
  @HttpCode(200)
  @Answers(doneAnswer)
  async usePasswordLink(
    @ValidBody(passwordLinkBodySchema) body: PasswordLinkBody,
    @Ctx() context: CommandContext,
  ): Promise<Record<string, never>> {
    await this.passwordLinks.use(body.token, body.password, context);
    return {};
  }
}
