import { mkdir, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { imageSize } from 'image-size';
import {
  DomainError,
  Limits,
  validatePictureSize,
  type PasswordPayload,
  type Profile,
  type ProfileEditResponse,
  type ProfileResponse,
  type PictureResponse,
} from '@ambient/core';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import type { Principal } from '../auth/auth.port.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Ctx } from '../common/request-context.js';
import type { CommandContext } from '@ambient/event-sourcing';
import { HierarchyReader } from '../hierarchy/index.js';
import { LiveGateway } from '../live/live.gateway.js';
import { RoleFlagsService } from './role-flags.service.js';
import { ChangePasswordCommand, UserCommandMessage } from './user.commands.js';
import { UsersReader } from './users.reader.js';
import { ValidBody } from '../common/validation.js';
import { profileBodySchema, type ProfileBody } from './user.schemas.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

/** A user may change their own profile and password; an admin may change anyone's. */
function assertSelfOrAdmin(principal: Principal, userId: string): void {
  if (principal.profile.id !== userId && !principal.flags.isAdmin) throw new ForbiddenException();
}

const PICTURE_TYPES: Record<string, string> = {
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  webp: 'webp',
  gif: 'gif',
};

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The caller's profile and role flags, as the read model has them now. */
  @Get('me')
  async me(@CurrentPrincipal() principal: Principal): Promise<Success<ProfileResponse>> {
    return this.profileResponse(principal.profile.id);
  }

  /** The caller's residents and kiosks, for the profile dialog's default-resident choice. */
  @Post('profile-edit')
  @HttpCode(200)
  async profileEdit(@CurrentPrincipal() principal: Principal): Promise<Success<ProfileEditResponse>> {
    const [residents, kiosks] = await Promise.all([
      this.hierarchy.residentsFor(principal.profile),
      this.hierarchy.kiosksFor(principal.profile),
    ]);
    return { residents, kiosks };
  }

  @Put(':id/profile/admin')
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
        id,
        {
          type: 'EditProfile',
          data: {
            name: body.name ?? '',
            nickname: body.nickname ?? '',
            languageId: body.languageId ?? null,
            picture: body.picture ?? null,
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

  @Put(':id/password')
  async changePassword(
    @Param('id') id: string,
    @Body() body: PasswordPayload,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Record<string, never>> {
    assertSelfOrAdmin(principal, id);
    await this.commands.execute(new ChangePasswordCommand(id, String(body?.password ?? ''), context));
    return {};
  }

  /** Stores a profile picture of at least 400 x 400 pixels and answers its address. */
  @Post('picture')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: Limits.pictureMaxBytes } }))
  async picture(
    @UploadedFile() file: { buffer: Buffer; size: number } | undefined,
    @Body('userId') userId: string | undefined,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Success<PictureResponse>> {
    const owner = userId && userId.length > 0 ? userId : principal.profile.id;
    assertSelfOrAdmin(principal, owner);
    if (!file) throw new DomainError('error.noFile');
    let size: { width?: number; height?: number; type?: string };
    try {
      size = imageSize(file.buffer);
    } catch {
      throw new DomainError('profile.pictureNotImage');
    }
    const extension = PICTURE_TYPES[size.type ?? ''];
    if (!extension) throw new DomainError('profile.pictureNotImage');
    const tooSmall = validatePictureSize(size.width ?? 0, size.height ?? 0);
    if (tooSmall) throw new DomainError(tooSmall.key, tooSmall.params);
    const digest = createHash('sha256').update(file.buffer).digest('hex').slice(0, 24);
    const safeOwner = owner.replace(/[^\w-]/g, '_');
    const folder = join(this.config.dataDir, 'media', 'users', safeOwner);
    await mkdir(folder, { recursive: true });
    const name = `${digest}.${extension}`;
    await writeFile(join(folder, name), file.buffer);
    return { picture: `/api/media/users/${safeOwner}/${name}` };
  }

  private async profileResponse(
    id: string,
  ): Promise<{ profile: Profile; flags: Success<ProfileResponse>['flags'] }> {
    const profile = await this.users.findProfile(id);
    if (!profile) throw new DomainError('user.notFound', {}, 404, 1);
    return { profile, flags: await this.flags.flagsFor(profile) };
  }
}
