import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { isNewViewing, reportedViewingTime, type KioskAlbum } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import { Answers, IdParam, ValidBody, ValidQuery } from '../common/validation.js';
import { CurrentKiosk, KioskCtx, KioskOnly, type KioskCaller } from '../devices/index.js';
import { albumNotFound } from './album-scope.js';
import { AlbumCommandMessage } from './memory-album.commands.js';
import { MemoryAlbumsReader } from './memory-albums.reader.js';
import {
  kioskAlbumAnswer,
  kioskAlbumsAnswer,
  kioskAlbumsQuerySchema,
  kioskViewedBodySchema,
  type KioskAlbumsQuery,
  type KioskViewedBody,
} from './memory-albums.schemas.js';

/**
 * A Genie's own access to its residents' Memory Albums (decision 0076), with its credential
 * (decision 0078): the albums of the residents who live on it now, and the report that one was
 * shown. Another kiosk's resident's album answers as a missing one. A report within the window
 * of the last recorded viewing answers the album as it is and sends no command at all.
 */
@ApiTags('kiosk')
@KioskOnly()
@Controller('kiosk/playlists')
export class KioskAlbumsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: MemoryAlbumsReader,
  ) {}

  /** Its residents' albums (of one of them when named), newest first. */
  @Get()
  @Answers(kioskAlbumsAnswer)
  async list(
    @ValidQuery(kioskAlbumsQuerySchema) query: KioskAlbumsQuery,
    @CurrentKiosk() kiosk: KioskCaller,
  ): Promise<{ playlists: KioskAlbum[] }> {
    return { playlists: await this.reader.ofKiosk(kiosk.kioskId, { residentId: query.residentId ?? null }) };
  }

  /** The album was shown on the kiosk, at the kiosk's time (now when absent). */
  @Post(':id/viewed')
  @HttpCode(200)
  @Answers(kioskAlbumAnswer)
  async viewed(
    @IdParam() id: number,
    @ValidBody(kioskViewedBodySchema) body: KioskViewedBody,
    @CurrentKiosk() kiosk: KioskCaller,
    @KioskCtx() context: CommandContext,
  ): Promise<{ playlist: KioskAlbum }> {
    const album = await this.mine(kiosk.kioskId, id);
    const viewedAt = reportedViewingTime(body.viewedAt, context.now);
    if (!isNewViewing(viewedAt, album.lastViewDate)) return { playlist: album };
    await this.commands.execute(
      new AlbumCommandMessage(
        {
          type: 'ReportAlbumViewed',
          albumId: id,
          residentId: album.residentId,
          kioskId: kiosk.kioskId,
          viewedAt,
          lastViewedAt: album.lastViewDate,
        },
        context,
      ),
    );
    return { playlist: await this.mine(kiosk.kioskId, id) };
  }

  /** The album, when its resident lives on this kiosk now; 404 otherwise. */
  private async mine(kioskId: number, albumId: number): Promise<KioskAlbum> {
    const [album] = await this.reader.ofKiosk(kioskId, { albumId });
    if (!album) throw albumNotFound();
    return album;
  }
}
