import { Module, type OnModuleInit } from '@nestjs/common';
import { kioskPlaylistDecider, kioskPlaylistStream } from '@ambient/core';
import { AuditModule, HistorySources, numericStream } from '../audit/index.js';
import { KiosksModule } from '../kiosks/index.js';
import { MediaModule } from '../media/index.js';
import { ContentChangedJob } from './content-changed.job.js';
import { KioskPlaylistCommandHandler } from './kiosk-playlist.commands.js';
import { KioskPlaylistScope } from './kiosk-playlist-scope.js';
import { KioskPlaylistItemsController, KioskPlaylistsController } from './kiosk-playlists.controller.js';
import { KioskPlaylistsProjection } from './kiosk-playlists.projection.js';
import { KioskPlaylistsReader } from './kiosk-playlists.reader.js';

/** Community Playlists, the Genie kiosks' playlists (spec 03 §2.8; decisions 0053 to 0055). */
@Module({
  imports: [AuditModule, KiosksModule, MediaModule],
  controllers: [KioskPlaylistsController, KioskPlaylistItemsController],
  providers: [
    KioskPlaylistCommandHandler,
    KioskPlaylistScope,
    KioskPlaylistsProjection,
    KioskPlaylistsReader,
    ContentChangedJob,
  ],
})
export class KioskPlaylistsModule implements OnModuleInit {
  constructor(private readonly histories: HistorySources) {}

  /** Auditors replay a kioskPlaylist's stream (decision 0062). */
  onModuleInit(): void {
    this.histories.register('kioskPlaylist', {
      decider: kioskPlaylistDecider,
      stream: numericStream(kioskPlaylistStream),
    });
  }
}
