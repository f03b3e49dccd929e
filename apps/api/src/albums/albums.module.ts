import { Module } from '@nestjs/common';
import { MediaModule } from '../media/index.js';
import { ResidentsModule } from '../residents/index.js';
import { AlbumScope } from './album-scope.js';
import { AlbumCommandHandler } from './memory-album.commands.js';
import { MemoryAlbumItemsController, MemoryAlbumsController } from './memory-albums.controller.js';
import { MemoryAlbumsProjection } from './memory-albums.projection.js';
import { MemoryAlbumsReader } from './memory-albums.reader.js';

/** Memory Albums, the residents' playlists (spec 03 §2.7; decision 0042). */
@Module({
  imports: [ResidentsModule, MediaModule],
  controllers: [MemoryAlbumsController, MemoryAlbumItemsController],
  providers: [AlbumCommandHandler, AlbumScope, MemoryAlbumsProjection, MemoryAlbumsReader],
})
export class AlbumsModule {}
