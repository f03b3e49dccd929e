import { Module } from '@nestjs/common';
import { ResidentsModule } from '../residents/index.js';
import { UsersModule } from '../users/index.js';
import { ErasePersonalDataHandler } from './erasure.commands.js';
import { ErasureController } from './erasure.controller.js';
import { ErasureParticipants } from './erasure-participants.js';
import { ErasureRewrite } from './erasure-rewrite.js';

/**
 * People's personal data: its erasure (decision 0024), which removes the content the slices above
 * keep of a resident through the participants they register (decision 0061), and rewrites the
 * tables it changed once it is committed (decision 0102).
 */
@Module({
  imports: [UsersModule, ResidentsModule],
  controllers: [ErasureController],
  providers: [ErasePersonalDataHandler, ErasureParticipants, ErasureRewrite],
  exports: [ErasureParticipants],
})
export class PrivacyModule {}
