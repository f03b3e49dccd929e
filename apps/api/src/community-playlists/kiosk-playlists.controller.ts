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
  PlaylistCover,
  PlaylistCreate,
  PlaylistDelete,
  PlaylistEdit,
  PlaylistGet,
  playlistItemRoutes,
  SharedRoutes,
  type PlaylistItemCommands,
} from '../playlists/index.js';
import { KioskPlaylistCommandMessage } from './kiosk-playlist.commands.js';
import { KioskPlaylistScope, kioskPlaylistNotFound } from './kiosk-playlist-scope.js';
import { KioskPlaylistsReader } from './kiosk-playlists.reader.js';
import {
  kioskPlaylistAnswer,
  kioskPlaylistBlobsAnswer,
  kioskPlaylistCreateBodySchema,
  kioskPlaylistDeletedAnswer,
  kioskPlaylistEditBodySchema,
  kioskPlaylistsAnswer,
  type KioskPlaylistCreateBody,
  type KioskPlaylistEditBody,
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

  @PlaylistGet('kiosk/:kioskId', kioskPlaylistsAnswer, 'kioskId')
  async ofKiosk(kioskId: number, principal: Principal): Promise<{ kioskPlaylists: KioskPlaylist[] }> {
    await this.scope.kiosk(principal.profile, kioskId);
    return { kioskPlaylists: await this.reader.ofKiosk(kioskId) };
  }

  @PlaylistGet(':id', kioskPlaylistAnswer)
  async one(id: number, principal: Principal): Promise<PlaylistAnswer> {
    await this.scope.playlist(principal.profile, id);
    return this.answer(id);
  }

  /** What the kiosk plays in ambient mode (spec 03 §2.5): its Standard and Announcement items, in order. */
  @PlaylistGet(':id/ambient', kioskPlaylistBlobsAnswer)
  async ambient(id: number, principal: Principal): Promise<{ playlistBlobs: PlaylistBlob[] }> {
    await this.scope.playlist(principal.profile, id);
    const { playlist: kioskPlaylist } = await this.answer(id);
    return { playlistBlobs: kioskPlaylist.playlistBlobs.filter((blob) => blob.kioskFolder !== 'email') };
  }

  @PlaylistCreate(undefined, kioskPlaylistCreateBodySchema, kioskPlaylistAnswer)
  async create(
    body: KioskPlaylistCreateBody,
    principal: Principal,
    context: CommandContext,
  ): Promise<PlaylistAnswer> {
    const kioskId = await this.scope.kiosk(principal.profile, body.kioskId);
    const command = { type: 'CreateKioskPlaylist', kioskId, ...textsOf(body) } as const;
    return this.answer(await this.commands.execute(new KioskPlaylistCommandMessage(command, context)));
  }

  /** Edits the texts; `isActive: true` makes it the kiosk's active playlist, replacing the one before. */
  @PlaylistEdit(kioskPlaylistEditBodySchema, kioskPlaylistAnswer)
  async edit(
    id: number,
    body: KioskPlaylistEditBody,
    principal: Principal,
    context: CommandContext,
  ): Promise<PlaylistAnswer> {
    await this.scope.playlist(principal.profile, id);
    const activate = body.isActive === true;
    const command = { type: 'EditKioskPlaylist', playlistId: id, activate, ...textsOf(body) } as const;
    await this.commands.execute(new KioskPlaylistCommandMessage(command, context));
    return this.answer(id);
  }

  @PlaylistCover(kioskPlaylistAnswer)
  async cover(
    id: number,
    mediaId: number,
    principal: Principal,
    context: CommandContext,
  ): Promise<PlaylistAnswer> {
    await this.scope.playlist(principal.profile, id);
    const [media] = await this.scope.mediaFacts(principal.profile, [mediaId]);
    const command = { type: 'ChooseKioskPlaylistCover', playlistId: id, media: media! } as const;
    await this.commands.execute(new KioskPlaylistCommandMessage(command, context));
    return this.answer(id);
  }

  @PlaylistDelete(kioskPlaylistDeletedAnswer)
  async remove(id: number, principal: Principal, context: CommandContext): Promise<{ deletedIds: number[] }> {
    await this.scope.playlist(principal.profile, id);
    const command = { type: 'DeleteKioskPlaylist', playlistId: id } as const;
    await this.commands.execute(new KioskPlaylistCommandMessage(command, context));
    return { deletedIds: [id] };
  }

  private async answer(id: number): Promise<PlaylistAnswer> {
    const kioskPlaylist = await this.reader.get(id);
    if (!kioskPlaylist) throw kioskPlaylistNotFound();
    return { playlist: kioskPlaylist };
  }
}

type PlaylistAnswer = { playlist: KioskPlaylistDetail };

/** The playlist dialog's texts, an absent description as the dialog leaves it. */
const textsOf = (body: KioskPlaylistEditBody): KioskPlaylistTexts => ({
  name: body.name,
  description: body.description ?? '',
});

/** The items of kiosk playlists: media added from the selector, and removed one or several at a time. */
@ApiTags('community playlists')
@ApiBearerAuth()
@Controller('kioskplaylistblobs')
@SharedRoutes(
  playlistItemRoutes<PlaylistBlob>({
    perAdd: KioskPlaylistLimits.itemsPerAdd,
    added: kioskPlaylistBlobsAnswer,
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
