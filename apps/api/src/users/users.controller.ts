import {
  Body,
  Controller,
  Delete,
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
  type Profile,
  type ProfileEditResponse,
  type ProfileResponse,
  type PictureResponse,
} from '@ambient/core';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import type { Principal } from '../auth/auth.port.js';
import { AdminOnly } from '../common/admin-only.guard.js';
import { Ctx } from '../common/request-context.js';
import type { CommandContext } from '@ambient/event-sourcing';
import { HierarchyReader } from '../hierarchy/index.js';
import { LiveGateway } from '../live/live.gateway.js';
import { MEDIA_ROUTE, MediaSigner, PictureStore, mediaPathOf, storedAddress } from '../storage/index.js';
import { Credentials } from './credentials.js';
import { pictureFolder } from './user-pictures.js';
import { PasswordHasher } from './password-hasher.js';
import { RoleFlagsService } from './role-flags.service.js';
import { UserCommandMessage } from './user.commands.js';
import { UsersReader } from './users.reader.js';
import { ValidBody, Answers, doneAnswer } from '../common/validation.js';
import {
  passwordBodySchema,
  profileBodySchema,
  type PasswordBody,
  type ProfileBody,
  pictureAnswer,
  profileAnswer,
  profileEditAnswer,
} from './user.schemas.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

/** A user may change their own profile and password; an admin may change anyone's. */
function assertSelfOrAdmin(principal: Principal, userId: string): void {
  // Another user's id answers as a missing one (decision 0020).
  if (principal.profile.id !== userId && !principal.flags.isAdmin)
    throw new DomainError('user.notFound', {}, 404, 1);
}

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: UsersReader,
    private readonly hierarchy: HierarchyReader,
    private readonly flags: RoleFlagsService,
    private readonly live: LiveGateway,
    private readonly pictures: PictureStore,
    private readonly signer: MediaSigner,
    private readonly hasher: PasswordHasher,
    private readonly credentials: Credentials,
  ) {}

  /** The caller's profile and role flags, as the read model has them now. */
  @Get('me')
  @Answers(profileAnswer)
  async me(@CurrentPrincipal() principal: Principal): Promise<Success<ProfileResponse>> {
    return this.profileResponse(principal.profile.id);
  }

  /**
   * Sign out everywhere (decision 0103): every session of the caller ends, on every device and
   * browser: their access and refresh tokens are refused and their live connections close. A
   * plain sign-out ends only the browser it comes from.
   */
  @Delete('me/sessions')
  @Answers(doneAnswer)
  async endSessions(
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Record<string, never>> {
    await this.commands.execute(
      new UserCommandMessage(
        { type: 'EndSessions', userId: principal.profile.id, reason: 'signOut' },
        context,
      ),
    );
    return {};
  }

  /** The caller's residents and kiosks, for the profile dialog's default-resident choice. */
  @Post('profile-edit')
  @Answers(profileEditAnswer)
  @HttpCode(200)
  async profileEdit(@CurrentPrincipal() principal: Principal): Promise<Success<ProfileEditResponse>> {
    const [residents, kiosks] = await Promise.all([
      this.hierarchy.residentsFor(principal.profile),
      this.hierarchy.kiosksFor(principal.profile),
    ]);
    return { residents, kiosks };
  }

  @Put(':id/profile/admin')
  @Answers(profileAnswer)
  async updateProfile(
    @Param('id') id: string,
    @ValidBody(profileBodySchema) body: ProfileBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Success<ProfileResponse>> {
    assertSelfOrAdmin(principal, id);
    const current = await this.users.findProfile(id);
    if (!current) throw new DomainError('user.notFound', {}, 404, 1);
    await this.commands.execute(
      new UserCommandMessage(
        {
          type: 'EditProfile',
          userId: id,
          data: {
            name: body.name ?? '',
            nickname: body.nickname ?? '',
            languageId: body.languageId ?? null,
            picture: this.ownPicture(id, body.picture ?? null),
            defaultResidentId: body.defaultResidentId ?? null,
          },
        },
        context,
      ),
    );
    const response = await this.profileResponse(id);
    this.live.toUser(id, 'profile.updated', { profile: response.profile });
    return response;
  }

  /**
   * One's own password change asks for the current password (an account that has none yet, as
   * an invited one, sets its first); an admin sets another's without it. Every session of the
   * user ends.
   */
  @Put(':id/password')
  @Answers(doneAnswer)
  async changePassword(
    @Param('id') id: string,
    @ValidBody(passwordBodySchema) body: PasswordBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Record<string, never>> {
    assertSelfOrAdmin(principal, id);
    const password = body.password;
    if (principal.profile.id === id) {
      const row = await this.users.findRow(id);
      if (!row) throw new DomainError('user.notFound', {}, 404, 1);
      const hash = await this.credentials.hashOf(id);
      if (hash !== null) {
        const current = body.currentPassword ?? '';
        if (current === '') throw new DomainError('password.currentRequired');
        if (!(await this.hasher.verify(hash, current))) throw new DomainError('password.currentWrong');
      }
    }
    await this.commands.execute(
      new UserCommandMessage({ type: 'ChangePassword', userId: id, password }, context),
    );
    return {};
  }

  /** An admin lifts a lock at once (spec 02: GET users/{id}/unblock). */
  @Get(':id/unblock')
  @Answers(doneAnswer)
  @AdminOnly()
  async unblock(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Record<string, never>> {
    if (!(await this.users.findRow(id))) throw new DomainError('user.notFound', {}, 404, 1);
    await this.commands.execute(
      new UserCommandMessage({ type: 'UnlockUser', userId: id, byUserId: principal.profile.id }, context),
    );
    return {};
  }

  /** Stores a profile picture of at least 400 x 400 pixels and answers its address. */
  @Post('picture')
  @Answers(pictureAnswer)
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: Limits.pictureMaxBytes } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary' },
        userId: {
          type: 'string',
          description: "Whose picture (an admin's choice); the caller's own by default",
        },
      },
    },
  })
  async picture(
    @UploadedFile() file: { buffer: Buffer; size: number } | undefined,
    @Body('userId') userId: string | undefined,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Success<PictureResponse>> {
    const owner = userId && userId.length > 0 ? userId : principal.profile.id;
    assertSelfOrAdmin(principal, owner);
    if (!file) throw new DomainError('error.noFile');
    const { relative } = await this.pictures.keep(pictureFolder(owner), file.buffer);
    return { picture: this.signer.address(relative) };
  }

  private async profileResponse(
    id: string,
  ): Promise<{ profile: Profile; flags: Success<ProfileResponse>['flags'] }> {
    const profile = await this.users.findProfile(id);
    if (!profile) throw new DomainError('user.notFound', {}, 404, 1);
    const flags = await this.flags.flagsFor(profile);
    return { profile: { ...profile, picture: this.signer.present(profile.picture) }, flags };
  }

  /**
   * The picture a profile edit may keep: its own stored picture (the signature the console got
   * is dropped: addresses are signed anew on every read), an outside address, or none. Another
   * user's stored picture is refused.
   */
  private ownPicture(userId: string, picture: string | null): string | null {
    if (picture === null || picture === '') return null;
    const relative = mediaPathOf(picture);
    if (relative === null) {
      if (picture.startsWith(MEDIA_ROUTE)) throw new DomainError('media.linkInvalid');
      return picture;
    }
    if (!relative.startsWith(`${pictureFolder(userId)}/`)) throw new DomainError('media.linkInvalid');
    return storedAddress(picture);
  }
}
