import { applyDecorators, Controller, Get, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  kioskContainer,
  residentContainer,
  type AbbyMediaFile,
  type AbbyProfile,
  type AbbyProfileDetail,
  type AbbyProfileOwner,
  type AbbyProfileStatus,
  type AbbyProfileTexts,
  type AbbyProfileWithDetails,
  type MediaKind,
} from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import type { z } from 'zod';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { parseListQuery } from '../common/list-query.js';
import { Ctx } from '../common/request-context.js';
import { Answers, IdParam, ValidQuery, parseInput } from '../common/validation.js';
import {
  abbyFilesAnswer,
  MEDIA_SORT,
  MediaCommandMessage,
  MediaUpload,
  MediaUploads,
  UploadKindParam,
  UploadParts,
} from '../media/index.js';
import {
  PlaylistCreate,
  PlaylistDelete,
  PlaylistEdit,
  PlaylistGet,
  SharedRoutes,
} from '../playlists/index.js';
import { AbbyProfileCommandMessage } from './abby-profile.commands.js';
import { AbbyProfileScope, abbyProfileNotFound } from './abby-profile-scope.js';
import { AbbyProfilesReader } from './abby-profiles.reader.js';
import {
  abbyKioskProfileCreateBodySchema,
  abbyProfileAnswer,
  abbyProfileChangeQuerySchema,
  abbyProfileDeletedAnswer,
  abbyProfileDetailsAddBodySchema,
  abbyProfileDetailsAnswer,
  abbyProfileDetailsDeleteBodySchema,
  abbyProfileEditBodySchema,
  abbyProfileKindQuerySchema,
  abbyProfilesAnswer,
  abbyProfilesQuerySchema,
  abbyProfileStatusAnswer,
  abbyProfileStatusesAnswer,
  abbyProfileUploadAnswer,
  abbyProfileUploadFieldsSchema,
  abbyProfileUploadForm,
  abbyProfileUploadTargetSchema,
  abbyResidentProfileCreateBodySchema,
  availableFilesQuerySchema,
  type AbbyKioskProfileCreateBody,
  type AbbyProfileChangeQuery,
  type AbbyProfileDetailsAddBody,
  type AbbyProfileDetailsDeleteBody,
  type AbbyProfileEditBody,
  type AbbyProfileKindQuery,
  type AbbyProfilesQuery,
  type AbbyResidentProfileCreateBody,
  type AvailableFilesQuery,
} from './abby-profiles.schemas.js';

type ProfileAnswer = { profile: AbbyProfileWithDetails };

/**
 * A kind of profile: its controller's path, whether it is a resident's, its owner, and the
 * create's body naming the owner.
 */
interface ProfileKind<B extends AbbyProfileEditBody> {
  path: string;
  isResident: boolean;
  /** The owner an owner id names (the list's route, the create's body). */
  ownerOf: (ownerId: number) => AbbyProfileOwner;
  createBody: z.ZodType<B>;
  ownerIdOf: (body: B) => number;
}
const RESIDENT_PROFILES: ProfileKind<AbbyResidentProfileCreateBody> = {
  path: 'abbyresidentprofiles',
  isResident: true,
  ownerOf: (residentId) => ({ residentId, kioskId: null }),
  createBody: abbyResidentProfileCreateBodySchema,
  ownerIdOf: (body) => body.residentId,
};
const KIOSK_PROFILES: ProfileKind<AbbyKioskProfileCreateBody> = {
  path: 'abbykioskprofiles',
  isResident: false,
  ownerOf: (kioskId) => ({ residentId: null, kioskId }),
  createBody: abbyKioskProfileCreateBodySchema,
  ownerIdOf: (body) => body.kioskId,
};

/** What both profile controllers do, for their kind of profile. */
class ProfileEndpoints {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: AbbyProfilesReader,
    private readonly scope: AbbyProfileScope,
    private readonly kind: { isResident: boolean; ownerOf: (ownerId: number) => AbbyProfileOwner },
  ) {}

  async list(principal: Principal, ownerId: number): Promise<{ profiles: AbbyProfile[] }> {
    const owner = this.kind.ownerOf(ownerId);
    await this.scope.owner(principal.profile, owner);
    return { profiles: await this.reader.ofOwner(owner) };
  }

  async one(principal: Principal, id: number): Promise<ProfileAnswer> {
    await this.scope.profile(principal.profile, id, this.kind.isResident);
    return this.answer(id);
  }

  async create(
    principal: Principal,
    ownerId: number,
    body: AbbyProfileEditBody,
    context: CommandContext,
  ): Promise<ProfileAnswer> {
    const owner = this.kind.ownerOf(ownerId);
    await this.scope.owner(principal.profile, owner);
    const profileId = await this.commands.execute(
      new AbbyProfileCommandMessage(
        { type: 'CreateAbbyProfile', owner, isResident: this.kind.isResident, ...textsOf(body) },
        context,
      ),
    );
    return this.answer(profileId);
  }

  async edit(
    principal: Principal,
    id: number,
    body: AbbyProfileEditBody,
    context: CommandContext,
  ): Promise<ProfileAnswer> {
    await this.scope.profile(principal.profile, id, this.kind.isResident);
    await this.commands.execute(
      new AbbyProfileCommandMessage(
        {
          type: 'EditAbbyProfile',
          profileId: id,
          activate: body.isActive === true,
          isResident: this.kind.isResident,
          ...textsOf(body),
        },
        context,
      ),
    );
    return this.answer(id);
  }

  async remove(principal: Principal, id: number, context: CommandContext): Promise<{ deletedIds: number[] }> {
    await this.scope.profile(principal.profile, id, this.kind.isResident);
    await this.commands.execute(
      new AbbyProfileCommandMessage(
        { type: 'DeleteAbbyProfile', profileId: id, isResident: this.kind.isResident },
        context,
      ),
    );
    return { deletedIds: [id] };
  }

  private async answer(id: number): Promise<ProfileAnswer> {
    const profile = await this.reader.get(id);
    if (!profile) throw abbyProfileNotFound();
    return { profile };
  }
}

/** The profile dialog's texts, an absent description as the dialog leaves it. */
const textsOf = (body: AbbyProfileEditBody): AbbyProfileTexts => ({
  name: body.name,
  description: body.description ?? '',
});

/**
 * The routes both profile controllers share (decision 0109), for a kind of profile: one profile,
 * create, edit and delete (both with `?updateByUserId=`, accepted and unused), added to each
 * controller after its own.
 */
function profileRoutes<B extends AbbyProfileEditBody>(kind: ProfileKind<B>) {
  class ProfileRoutes {
    declare readonly endpoints: ProfileEndpoints;

    @PlaylistGet(':id', abbyProfileAnswer)
    one(id: number, principal: Principal): Promise<ProfileAnswer> {
      return this.endpoints.one(principal, id);
    }

    @PlaylistCreate(undefined, kind.createBody, abbyProfileAnswer)
    create(body: B, principal: Principal, context: CommandContext): Promise<ProfileAnswer> {
      return this.endpoints.create(principal, kind.ownerIdOf(body), body, context);
    }

    @PlaylistEdit(abbyProfileEditBodySchema, abbyProfileAnswer, abbyProfileChangeQuerySchema)
    edit(
      id: number,
      _query: AbbyProfileChangeQuery,
      body: AbbyProfileEditBody,
      principal: Principal,
      context: CommandContext,
    ): Promise<ProfileAnswer> {
      return this.endpoints.edit(principal, id, body, context);
    }

    @PlaylistDelete(abbyProfileDeletedAnswer, abbyProfileChangeQuerySchema)
    remove(
      id: number,
      _query: AbbyProfileChangeQuery,
      principal: Principal,
      context: CommandContext,
    ): Promise<{ deletedIds: number[] }> {
      return this.endpoints.remove(principal, id, context);
    }
  }
  return ProfileRoutes;
}

/** A profile controller's class decorators, for its kind: its tag, its path, and the routes both kinds share. */
const ProfileController = <B extends AbbyProfileEditBody>(kind: ProfileKind<B>): ClassDecorator =>
  applyDecorators(
    ApiTags('abby profiles'),
    ApiBearerAuth(),
    Controller(kind.path),
    SharedRoutes(profileRoutes(kind)),
  );

/**
 * The base class of a profile controller of a kind: the endpoints its routes call, made for that
 * kind from the services Nest injects (`@Injectable` gives the constructor's types to the
 * controllers, which declare no constructor of their own).
 */
function withEndpoints<B extends AbbyProfileEditBody>(kind: ProfileKind<B>) {
  @Injectable()
  class WithEndpoints {
    readonly endpoints: ProfileEndpoints;

    constructor(commands: CommandBus, reader: AbbyProfilesReader, scope: AbbyProfileScope) {
      this.endpoints = new ProfileEndpoints(commands, reader, scope, kind);
    }
  }
  return WithEndpoints;
}

/**
 * Resident Playlists on an Abby (spec 03 §2.9, §7 "Abby profiles"; decision 0075): whoever may see
 * a resident of an Abby manages their profiles; one is active. Edit's `isActive: true` makes it the
 * resident's active profile, replacing the one before.
 */
@ProfileController(RESIDENT_PROFILES)
export class AbbyResidentProfilesController extends withEndpoints(RESIDENT_PROFILES) {
  @PlaylistGet('resident/:residentId', abbyProfilesAnswer, 'residentId', abbyProfilesQuerySchema)
  ofResident(
    residentId: number,
    _query: AbbyProfilesQuery,
    principal: Principal,
  ): Promise<{ profiles: AbbyProfile[] }> {
    return this.endpoints.list(principal, residentId);
  }
}

/**
 * Community Playlists on an Abby (spec 03 §2.9, §7 "Abby profiles"; decision 0075): whoever may
 * see an Abby manages its profiles; the active one must hold the required media. Edit's
 * `isActive: true` makes it the kiosk's active profile (when valid), replacing the one before.
 */
@ProfileController(KIOSK_PROFILES)
export class AbbyKioskProfilesController extends withEndpoints(KIOSK_PROFILES) {
  @PlaylistGet('kiosk/:kioskId', abbyProfilesAnswer, 'kioskId', abbyProfilesQuerySchema)
  ofKiosk(
    kioskId: number,
    _query: AbbyProfilesQuery,
    principal: Principal,
  ): Promise<{ profiles: AbbyProfile[] }> {
    return this.endpoints.list(principal, kioskId);
  }

  /** Whether each of the kiosk's profiles holds its required media (the status chips). */
  @PlaylistGet('kiosk/:kioskId/statuses', abbyProfileStatusesAnswer, 'kioskId')
  async statuses(kioskId: number, principal: Principal): Promise<{ statuses: AbbyProfileStatus[] }> {
    const { profiles } = await this.endpoints.list(principal, kioskId);
    return { statuses: profiles.map((profile) => ({ id: profile.id, hasRequiredMedia: profile.isValid })) };
  }

  @PlaylistGet(':id/status', abbyProfileStatusAnswer)
  async status(id: number, principal: Principal): Promise<{ profile: AbbyProfileStatus }> {
    const { profile } = await this.endpoints.one(principal, id);
    return { profile: { id, hasRequiredMedia: profile.isValid } };
  }
}

/** One uploaded file's outcome: the file as the profile holds it, or why it was refused. */
interface ProfileUploadResult {
  fileName: string;
  mediaFile: AbbyProfileDetail | null;
  errorMessage: string | null;
}

/**
 * The details of Abby profiles: shared library files added from the picker, files uploaded "From
 * computer" into the owner's library (decision 0080), and removed.
 */
@ApiTags('abby profiles')
@ApiBearerAuth()
@Controller()
export class AbbyProfileDetailsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: AbbyProfilesReader,
    private readonly scope: AbbyProfileScope,
    private readonly uploads: MediaUploads,
  ) {}

  /**
   * "From computer" (spec 03 §2.10, §7; decision 0080): files of one path type uploaded into the
   * library of the profile's owner (the resident's or the kiosk's, never the shared one), each
   * judged by its content as every upload is, then added to the profile in one append. Whoever
   * may change the profile may upload into it; a path type the profile does not take, or a file
   * not of its kind, is refused file by file ("Invalid Media" when none is left). Should the add
   * fail (the profile deleted meanwhile), the files just kept are deleted again.
   */
  @MediaUpload('abbyprofiledetails/upload/:kind', abbyProfileUploadAnswer, abbyProfileUploadForm)
  async upload(
    @UploadKindParam() kind: MediaKind,
    @ValidQuery(abbyProfileKindQuerySchema) query: AbbyProfileKindQuery,
    @UploadParts() parts: UploadParts,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ uploadResults: ProfileUploadResult[]; profileDetails: AbbyProfileDetail[] }> {
    const target: { current: { profileId: number; container: string; pathTypeId: number } | null } = {
      current: null,
    };
    const outcomes = await this.uploads.keep(
      async () => {
        // The profile first: one the caller may not see answers as missing, whatever else is sent.
        const { profileId } = parseInput(abbyProfileUploadTargetSchema, parts.fields ?? {});
        const owner = await this.scope.profile(principal.profile, profileId, query.isResident === 'true');
        const { mediaPathTypeId } = parseInput(abbyProfileUploadFieldsSchema, parts.fields ?? {});
        const container = ownerLibrary(owner);
        target.current = { profileId, container, pathTypeId: mediaPathTypeId };
        return { container, pathTypeId: mediaPathTypeId };
      },
      kind,
      parts,
      context,
    );
    const kept = outcomes.flatMap((outcome) => (outcome.mediaItemId === null ? [] : [outcome.mediaItemId]));
    const to = target.current;
    if (to === null || kept.length === 0) return { uploadResults: [], profileDetails: [] };
    let detailIds: number[];
    try {
      detailIds = await this.commands.execute(
        new AbbyProfileCommandMessage(
          {
            type: 'AddAbbyProfileDetails',
            profileId: to.profileId,
            isResident: query.isResident === 'true',
            files: kept.map((mediaFileId) => ({
              mediaFileId,
              container: to.container,
              pathTypeId: to.pathTypeId,
            })),
          },
          context,
        ),
      );
    } catch (error) {
      await this.commands.execute(
        new MediaCommandMessage({ type: 'DeleteMediaItems', mediaItemIds: kept }, context),
      );
      throw error;
    }
    const profileDetails = await this.reader.details(detailIds);
    const byFile = new Map(profileDetails.map((detail) => [detail.mediaFileId, detail]));
    return {
      uploadResults: outcomes.map(({ fileName, mediaItemId, errorMessage }) => ({
        fileName,
        mediaFile: mediaItemId === null ? null : (byFile.get(mediaItemId) ?? null),
        errorMessage,
      })),
      profileDetails,
    };
  }

  /** Adds files the caller may read, of path types the profile takes; one already there is not added twice. */
  @PlaylistCreate(
    'abbyprofiledetails/bulk',
    abbyProfileDetailsAddBodySchema,
    abbyProfileDetailsAnswer,
    abbyProfileKindQuerySchema,
  )
  async add(
    query: AbbyProfileKindQuery,
    body: AbbyProfileDetailsAddBody,
    principal: Principal,
    context: CommandContext,
  ): Promise<{ profileDetails: AbbyProfileDetail[] }> {
    await this.scope.profile(principal.profile, body.profileId, query.isResident === 'true');
    const files = await this.scope.fileFacts(principal.profile, body.mediaFileIds);
    const detailIds = await this.commands.execute(
      new AbbyProfileCommandMessage(
        {
          type: 'AddAbbyProfileDetails',
          profileId: body.profileId,
          isResident: query.isResident === 'true',
          files,
        },
        context,
      ),
    );
    return { profileDetails: await this.reader.details(detailIds) };
  }

  /** Removes the selected details (all or none). */
  @PlaylistCreate(
    'abbyprofiledetails/delete',
    abbyProfileDetailsDeleteBodySchema,
    abbyProfileDeletedAnswer,
    abbyProfileKindQuerySchema,
  )
  async remove(
    query: AbbyProfileKindQuery,
    body: AbbyProfileDetailsDeleteBody,
    principal: Principal,
    context: CommandContext,
  ): Promise<{ deletedIds: number[] }> {
    const removals = await this.scope.details(
      principal.profile,
      body.profileDetailIds,
      query.isResident === 'true',
    );
    const deletedIds = await this.commands.execute(
      new AbbyProfileCommandMessage(
        { type: 'RemoveAbbyProfileDetails', removals, isResident: query.isResident === 'true' },
        context,
      ),
    );
    return { deletedIds };
  }

  /** The shared library's files of a path type the profile does not hold yet: the picker's list. */
  @Get('mediafiles/available/profile/:profileId/pathtype/:pathTypeId')
  @Answers(abbyFilesAnswer)
  async available(
    @IdParam('profileId') profileId: number,
    @IdParam('pathTypeId') pathTypeId: number,
    @ValidQuery(availableFilesQuerySchema) params: AvailableFilesQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ mediaFiles: AbbyMediaFile[]; total: number }> {
    await this.scope.profile(principal.profile, profileId, params.isResident === 'true');
    const query = parseListQuery({ ...params, page: params.page || '0' }, MEDIA_SORT, '-createDate');
    return this.reader.available(profileId, pathTypeId, query);
  }
}

/** The library of a profile's owner: where its files uploaded "From computer" are kept. */
const ownerLibrary = (owner: AbbyProfileOwner): string =>
  owner.residentId !== null ? residentContainer(owner.residentId) : kioskContainer(owner.kioskId);
