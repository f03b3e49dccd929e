import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { KioskPlaylist, KioskPlaylistDetail, KioskPlaylistTexts, PlaylistBlob } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { Ctx } from '../common/request-context.js';
import { Answers, IdParam, ValidBody } from '../common/validation.js';
import { KioskPlaylistCommandMessage } from './kiosk-playlist.commands.js';
import { KioskPlaylistScope, kioskPlaylistNotFound } from './kiosk-playlist-scope.js';
import { KioskPlaylistsReader } from './kiosk-playlists.reader.js';
import {
  kioskPlaylistAnswer,
  kioskPlaylistBlobsAnswer,
  kioskPlaylistCreateBodySchema,
  kioskPlaylistDeletedAnswer,
  kioskPlaylistEditBodySchema,
  kioskPlaylistItemsAddBodySchema,
  kioskPlaylistItemsDeleteBodySchema,
  kioskPlaylistsAnswer,
  type KioskPlaylistCreateBody,
  type KioskPlaylistEditBody,
  type KioskPlaylistItemsAddBody,
  type KioskPlaylistItemsDeleteBody,
} from './kiosk-playlists.schemas.js';

/**
 * Community Playlists, the kiosks' playlists (spec 03 §2.8, §7 "Playlists"; decision 0053):
 * whoever may see a Genie manages its playlists, made of media from its own library; one is
 * active, the one the kiosk plays.
 */
@ApiTags('community playlists')
@ApiBearerAuth()
@Controller('kioskplaylists')
export class KioskPlaylistsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: KioskPlaylistsReader,
    private readonly scope: KioskPlaylistScope,
  ) {}

  /** The playlists of every kiosk the caller may see. */
  @Get()
  @Answers(kioskPlaylistsAnswer)
  async list(@CurrentPrincipal() principal: Principal): Promise<{ kioskPlaylists: KioskPlaylist[] }> {
    return { kioskPlaylists: await this.reader.visible(principal.profile) };
  }

  @Get('kiosk/:kioskId')
  @Answers(kioskPlaylistsAnswer)
  async ofKiosk(
    @IdParam('kioskId') kioskId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ kioskPlaylists: KioskPlaylist[] }> {
    await this.scope.kiosk(principal.profile, kioskId);
    return { kioskPlaylists: await this.reader.ofKiosk(kioskId) };
  }

  @Get(':id')
  @Answers(kioskPlaylistAnswer)
  async one(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ playlist: KioskPlaylistDetail }> {
    await this.scope.playlist(principal.profile, id);
    return this.answer(id);
  }

  /** What the kiosk plays in ambient mode (spec 03 §2.5): its Standard and Announcement items, in order. */
  @Get(':id/ambient')
  @Answers(kioskPlaylistBlobsAnswer)
  async ambient(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ playlistBlobs: PlaylistBlob[] }> {
    await this.scope.playlist(principal.profile, id);
    const { playlist: kioskPlaylist } = await this.answer(id);
    return { playlistBlobs: kioskPlaylist.playlistBlobs.filter((blob) => blob.kioskFolder !== 'email') };
  }

  @Post()
  @HttpCode(200)
  @Answers(kioskPlaylistAnswer)
  async create(
    @ValidBody(kioskPlaylistCreateBodySchema) body: KioskPlaylistCreateBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ playlist: KioskPlaylistDetail }> {
    const kioskId = await this.scope.kiosk(principal.profile, body.kioskId);
    const playlistId = await this.commands.execute(
      new KioskPlaylistCommandMessage({ type: 'CreateKioskPlaylist', kioskId, ...textsOf(body) }, context),
    );
    return this.answer(playlistId);
  }

  /** Edits the texts; `isActive: true` makes it the kiosk's active playlist, replacing the one before. */
  @Put(':id')
  @Answers(kioskPlaylistAnswer)
  async edit(
    @IdParam() id: number,
    @ValidBody(kioskPlaylistEditBodySchema) body: KioskPlaylistEditBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ playlist: KioskPlaylistDetail }> {
    await this.scope.playlist(principal.profile, id);
    await this.commands.execute(
      new KioskPlaylistCommandMessage(
        { type: 'EditKioskPlaylist', playlistId: id, activate: body.isActive === true, ...textsOf(body) },
        context,
      ),
    );
    return this.answer(id);
  }

  @Put(':id/cover-media/:mediaId')
  @Answers(kioskPlaylistAnswer)
  async cover(
    @IdParam() id: number,
    @IdParam('mediaId') mediaId: number,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ playlist: KioskPlaylistDetail }> {
    await this.scope.playlist(principal.profile, id);
    const [media] = await this.scope.mediaFacts(principal.profile, [mediaId]);
    await this.commands.execute(
      new KioskPlaylistCommandMessage(
        { type: 'ChooseKioskPlaylistCover', playlistId: id, media: media! },
        context,
      ),
    );
    return this.answer(id);
  }

  @Delete(':id')
  @Answers(kioskPlaylistDeletedAnswer)
  async remove(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ deletedIds: number[] }> {
    await this.scope.playlist(principal.profile, id);
    await this.commands.execute(
      new KioskPlaylistCommandMessage({ type: 'DeleteKioskPlaylist', playlistId: id }, context),
    );
    return { deletedIds: [id] };
  }

  private async answer(id: number): Promise<{ playlist: KioskPlaylistDetail }> {
    const kioskPlaylist = await this.reader.get(id);
    if (!kioskPlaylist) throw kioskPlaylistNotFound();
    return { playlist: kioskPlaylist };
  }
}

/** The playlist dialog's texts, an absent description as the dialog leaves it. */
const textsOf = (body: KioskPlaylistEditBody): KioskPlaylistTexts => ({
  name: body.name,
  description: body.description ?? '',
});

/** The items of kiosk playlists: media added from the selector, and removed one or several at a time. */
@ApiTags('community playlists')
@ApiBearerAuth()
@Controller('kioskplaylistblobs')
export class KioskPlaylistItemsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: KioskPlaylistsReader,
    private readonly scope: KioskPlaylistScope,
  ) {}

  /** Adds media items of the kiosk's library; one already there is not added twice. Answers the new items. */
  @Post('bulk')
  @HttpCode(200)
  @Answers(kioskPlaylistBlobsAnswer)
  async add(
    @ValidBody(kioskPlaylistItemsAddBodySchema) body: KioskPlaylistItemsAddBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ playlistBlobs: PlaylistBlob[] }> {
    await this.scope.playlist(principal.profile, body.playlistId);
    const media = await this.scope.mediaFacts(principal.profile, body.mediaItemIds);
    const itemIds = await this.commands.execute(
      new KioskPlaylistCommandMessage(
        { type: 'AddKioskPlaylistItems', playlistId: body.playlistId, media },
        context,
      ),
    );
    return { playlistBlobs: await this.reader.blobs(itemIds) };
  }

  /** Removes the selected items (all or none). */
  @Post('delete')
  @HttpCode(200)
  @Answers(kioskPlaylistDeletedAnswer)
  removeMany(
    @ValidBody(kioskPlaylistItemsDeleteBodySchema) body: KioskPlaylistItemsDeleteBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ deletedIds: number[] }> {
    return this.removeItems(body.playlistBlobIds, principal, context);
  }

  @Delete(':id')
  @Answers(kioskPlaylistDeletedAnswer)
  remove(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ deletedIds: number[] }> {
    return this.removeItems([id], principal, context);
  }

  private async removeItems(
    itemIds: number[],
    principal: Principal,
    context: CommandContext,
  ): Promise<{ deletedIds: number[] }> {
    const removals = await this.scope.items(principal.profile, itemIds);
    const deletedIds = await this.commands.execute(
      new KioskPlaylistCommandMessage({ type: 'RemoveKioskPlaylistItems', removals }, context),
    );
    return { deletedIds };
  }
}
