import { Module } from '@nestjs/common';
import { ResidentsModule } from '../residents/index.js';
import { UsersModule } from '../users/index.js';
import { ErasePersonalDataHandler } from './erasure.commands.js';
import { ErasureController } from './erasure.controller.js';

/** People's personal data: its erasure (decision 0024). The audit screens build on it. */
@Module({
  imports: [UsersModule, ResidentsModule],
  controllers: [ErasureController],
  providers: [ErasePersonalDataHandler],
})
export class PrivacyModule {}
