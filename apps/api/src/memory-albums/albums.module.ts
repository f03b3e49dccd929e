import { Module, type OnModuleInit } from '@nestjs/common';
import { memoryAlbumDecider, memoryAlbumStream } from '@ambient/core';
import { AuditModule, HistorySources, numericStream } from '../audit/index.js';
import { DeviceCredentialsModule } from '../devices/index.js';
import { MediaHolds, MediaModule } from '../media/index.js';
import { ErasureParticipants, PrivacyModule } from '../privacy/index.js';
import { ResidentsModule } from '../residents/index.js';
import { AlbumScope } from './album-scope.js';
import { KioskAlbumsController } from './kiosk-albums.controller.js';
import { AlbumCommandHandler, eraseResidentAlbums } from './memory-album.commands.js';
import { MemoryAlbumItemsController, MemoryAlbumsController } from './memory-albums.controller.js';
import { MemoryAlbumsProjection } from './memory-albums.projection.js';
import { MemoryAlbumsReader } from './memory-albums.reader.js';

/** Memory Albums, the residents' playlists (spec 03 §2.7; decision 0042), and their kiosks' viewing reports (decision 0076). */
@Module({
  imports: [AuditModule, ResidentsModule, MediaModule, PrivacyModule, DeviceCredentialsModule],
  controllers: [MemoryAlbumsController, MemoryAlbumItemsController, KioskAlbumsController],
  providers: [AlbumCommandHandler, AlbumScope, MemoryAlbumsProjection, MemoryAlbumsReader],
})
export class AlbumsModule implements OnModuleInit {
  constructor(
    private readonly reader: MemoryAlbumsReader,
    private readonly erasure: ErasureParticipants,
    private readonly histories: HistorySources,
    private readonly holds: MediaHolds,
  ) {}

  /**
   * An erased resident's albums go with them (decision 0061); auditors replay an album (decision
   * 0062); what an album shows is kept from the message purges (decision 0070).
   */
  onModuleInit(): void {
    this.holds.registerUse((ids) => this.reader.mediaInAlbums(ids));
    this.histories.register('album', {
      decider: memoryAlbumDecider,
      stream: numericStream(memoryAlbumStream),
    });
    this.erasure.register(async (unit, residentId) => {
      await eraseResidentAlbums(unit, await this.reader.idsOfResident(residentId));
      return [];
    });
  }
}
