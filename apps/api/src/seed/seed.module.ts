import { Module } from '@nestjs/common';
import { UsersModule } from '../users/index.js';
import { KeyTagsModule } from '../key-tags/index.js';
import { AbbyUpdatesModule } from '../abby-updates/index.js';
import { Seeder } from './seeder.js';

/** The demo and benchmark data, written through the same commands as the console's. */
@Module({
  imports: [UsersModule, KeyTagsModule, AbbyUpdatesModule],
  providers: [Seeder],
  exports: [Seeder],
})
export class SeedModule {}
