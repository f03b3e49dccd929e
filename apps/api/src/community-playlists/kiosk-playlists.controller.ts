import { Controller, Get } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  KioskPlaylistLimits,
  type KioskPlaylist,
  type KioskPlaylistDetail,
  type KioskPlaylistTexts,
  type PlaylistBlob,
} from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { Answers } from '../common/validation.js';
import {
  PlaylistGet,
  playlistAnswer,
  playlistItemRoutes,
  playlistRoutes,
  SharedRoutes,
  type PlaylistItemCommands,
  type PlaylistRoutesHost,
} from '../playlists/index.js';
import { KioskPlaylistCommandMessage } from './kiosk-playlist.commands.js';
import { KioskPlaylistScope, kioskPlaylistNotFound } from './kiosk-playlist-scope.js';
import { KioskPlaylistsReader } from './kiosk-playlists.reader.js';
import {
  kioskPlaylistAnswers,
  kioskPlaylistBodies,
  kioskPlaylistsAnswer,
  type KioskPlaylistEditBody,
} from './kiosk-playlists.schemas.js';

/** The playlist dialog's texts, an absent description as the dialog leaves it. */
const textsOf = (body: KioskPlaylistEditBody): KioskPlaylistTexts => ({
  name: body.name,
  description: body.description ?? '',
});

/**
 * Community Playlists, the kiosks' playlists (spec 03 §2.8, §7 "Playlists"; decision 0053):
 * whoever may see a Genie manages its playlists, made of media from its own library; one is
 * active, the one the kiosk plays. An edit's `isActive: true` makes it the kiosk's active
 * playlist, replacing the one before.
 */
@ApiTags('community playlists')
@ApiBearerAuth()
@Controller('kioskplaylists')
@SharedRoutes(
  playlistRoutes({
    bodies: kioskPlaylistBodies,
    answers: kioskPlaylistAnswers,
    ownerOf: (body) => body.kioskId,
    notFound: kioskPlaylistNotFound,
    messages: {
      create: (kioskId, body, context) =>
        new KioskPlaylistCommandMessage({ type: 'CreateKioskPlaylist', kioskId, ...textsOf(body) }, context),
      edit: (playlistId, body, context) =>
        new KioskPlaylistCommandMessage(
          { type: 'EditKioskPlaylist', playlistId, activate: body.isActive === true, ...textsOf(body) },
          context,
        ),
      cover: (playlistId, media, context) =>
        new KioskPlaylistCommandMessage({ type: 'ChooseKioskPlaylistCover', playlistId, media }, context),
      delete: (playlistId, context) =>
        new KioskPlaylistCommandMessage({ type: 'DeleteKioskPlaylist', playlistId }, context),
    },
  }),
)
export class KioskPlaylistsController implements PlaylistRoutesHost<KioskPlaylistDetail> {
  constructor(
    readonly commands: CommandBus,
    readonly reader: KioskPlaylistsReader,
    readonly scope: KioskPlaylistScope,
  ) {}

  /** The playlists of every kiosk the caller may see. */
  @Get()
  @Answers(kioskPlaylistsAnswer)
  async list(@CurrentPrincipal() principal: Principal): Promise<{ kioskPlaylists: KioskPlaylist[] }> {
    return { kioskPlaylists: await this.reader.visible(principal.profile) };
  }

  @PlaylistGet('kiosk/:kioskId', kioskPlaylistsAnswer, 'kioskId')
  async ofKiosk(kioskId: number, principal: Principal): Promise<{ kioskPlaylists: KioskPlaylist[] }> {
    await this.scope.owner(principal.profile, kioskId);
    return { kioskPlaylists: await this.reader.ofKiosk(kioskId) };
  }

  @PlaylistGet(':id', kioskPlaylistAnswers.one)
  async one(id: number, principal: Principal): Promise<{ playlist: KioskPlaylistDetail }> {
    await this.scope.playlist(principal.profile, id);
    return playlistAnswer(this.reader, id, kioskPlaylistNotFound);
  }

  /** What the kiosk plays in ambient mode (spec 03 §2.5): its Standard and Announcement items, in order. */
  @PlaylistGet(':id/ambient', kioskPlaylistAnswers.blobs)
  async ambient(id: number, principal: Principal): Promise<{ playlistBlobs: PlaylistBlob[] }> {
    const { playlist } = await this.one(id, principal);
    return { playlistBlobs: playlist.playlistBlobs.filter((blob) => blob.kioskFolder !== 'email') };
  }
}

/** The items of kiosk playlists: media added from the selector, and removed one or several at a time. */
@ApiTags('community playlists')
@ApiBearerAuth()
@Controller('kioskplaylistblobs')
@SharedRoutes(
  playlistItemRoutes<PlaylistBlob>({
    perAdd: KioskPlaylistLimits.itemsPerAdd,
    added: kioskPlaylistAnswers.blobs,
  }),
)
export class KioskPlaylistItemsController implements PlaylistItemCommands<PlaylistBlob> {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: KioskPlaylistsReader,
    private readonly scope: KioskPlaylistScope,
  ) {}

  /** Media of the kiosk's library only. */
  async addItems(
    principal: Principal,
    playlistId: number,
    mediaItemIds: number[],
    context: CommandContext,
  ): Promise<PlaylistBlob[]> {
    await this.scope.playlist(principal.profile, playlistId);
    const command = {
      type: 'AddKioskPlaylistItems',
      playlistId,
      media: await this.scope.mediaFacts(principal.profile, mediaItemIds),
    } as const;
    return this.reader.blobs(await this.commands.execute(new KioskPlaylistCommandMessage(command, context)));
  }

  async removeItems(principal: Principal, itemIds: number[], context: CommandContext): Promise<number[]> {
    const command = {
      type: 'RemoveKioskPlaylistItems',
      removals: await this.scope.items(principal.profile, itemIds),
    } as const;
    return this.commands.execute(new KioskPlaylistCommandMessage(command, context));
  }
}
