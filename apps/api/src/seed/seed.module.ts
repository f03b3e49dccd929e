import { Module } from '@nestjs/common';
import { UsersModule } from '../users/index.js';
import { KeyTagsModule } from '../key-tags/index.js';
import { AbbyUpdatesModule } from '../abby-updates/index.js';
import { DeviceCredentialsModule } from '../devices/index.js';
import { DemoKiosks } from './demo-kiosks.js';
import { Seeder } from './seeder.js';

/**
 * The demo and benchmark data, written through the same commands as the console's, and the demo
 * kiosks' secrets at start (decision 0038).
 */
@Module({
  imports: [UsersModule, KeyTagsModule, AbbyUpdatesModule, DeviceCredentialsModule],
  providers: [Seeder, DemoKiosks],
  exports: [Seeder, DemoKiosks],
})
export class SeedModule {}
