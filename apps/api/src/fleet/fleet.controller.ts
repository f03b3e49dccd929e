import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiTags } from '@nestjs/swagger';
import type { FleetSummaryResponse } from '@ambient/core';
import { AdminOnly } from '../common/admin-only.guard.js';
import { Answers } from '../common/validation.js';
import { FleetReader } from './fleet.reader.js';
import { fleetSummaryAnswer } from './fleet.schemas.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

/** The live fleet, for admins (decision 0037). */
@ApiTags('fleet')
@ApiBearerAuth()
@AdminOnly()
@Controller('fleet')
export class FleetController {
  constructor(private readonly fleet: FleetReader) {}

  /** Online, offline and never connected kiosks, and the kiosks behind their kind's latest level. */
  @Get('summary')
  @Answers(fleetSummaryAnswer)
  @ApiForbiddenResponse({ description: 'Not an admin' })
  summary(): Promise<Success<FleetSummaryResponse>> {
    return this.fleet.summary();
  }
}
