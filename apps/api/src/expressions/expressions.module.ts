import { Module } from '@nestjs/common';
import { AbbyUpdatesModule } from '../abby-updates/index.js';
import { InvitationsModule } from '../invitations/index.js';
import { ExpressionsCommandHandler } from './expressions.commands.js';
import { ExpressionsController } from './expressions.controller.js';
import { ExpressionsProjection } from './expressions.projection.js';
import { ExpressionsReader } from './expressions.reader.js';

/** The Abby Expressions editor: translations of the English reference set (spec 03 §2.12; decision 0064). */
@Module({
  imports: [AbbyUpdatesModule, InvitationsModule],
  controllers: [ExpressionsController],
  providers: [ExpressionsCommandHandler, ExpressionsProjection, ExpressionsReader],
})
export class ExpressionsModule {}
