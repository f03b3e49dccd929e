import { Module, type OnModuleInit } from '@nestjs/common';
import { residentDecider, residentStream } from '@ambient/core';
import { AuditModule, HistorySources, numericStream } from '../audit/index.js';
import { KeyTagsModule } from '../key-tags/index.js';
import { KiosksModule } from '../kiosks/index.js';
import { UsersModule } from '../users/index.js';
import { ResidentCommandHandler } from './resident.commands.js';
import { ResidentsController } from './residents.controller.js';
import { ResidentsProjection } from './residents.projection.js';
import { ResidentsReader } from './residents.reader.js';

/** Residents: admission, moves, pictures, keys and contacts (spec 02, Residents manager). */
@Module({
  imports: [AuditModule, KiosksModule, KeyTagsModule, UsersModule],
  controllers: [ResidentsController],
  providers: [ResidentCommandHandler, ResidentsProjection, ResidentsReader],
  exports: [ResidentsReader],
})
export class ResidentsModule implements OnModuleInit {
  constructor(private readonly histories: HistorySources) {}

  /** Auditors replay a resident's stream (decision 0062). */
  onModuleInit(): void {
    this.histories.register('resident', {
      decider: residentDecider,
      stream: numericStream(residentStream),
    });
  }
}
