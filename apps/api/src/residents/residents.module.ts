import { Module } from '@nestjs/common';
import { KeyTagsModule } from '../key-tags/index.js';
import { KiosksModule } from '../kiosks/index.js';
import { UsersModule } from '../users/index.js';
import { ResidentCommandHandler } from './resident.commands.js';
import { ResidentsController } from './residents.controller.js';
import { ResidentsProjection } from './residents.projection.js';
import { ResidentsReader } from './residents.reader.js';

/** Residents: admission, moves, pictures, keys and contacts (spec 02, Residents manager). */
@Module({
  imports: [KiosksModule, KeyTagsModule, UsersModule],
  controllers: [ResidentsController],
  providers: [ResidentCommandHandler, ResidentsProjection, ResidentsReader],
  exports: [ResidentsReader],
})
export class ResidentsModule {}
