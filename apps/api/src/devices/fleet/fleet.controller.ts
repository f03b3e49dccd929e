import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiTags } from '@nestjs/swagger';
import type { FleetKiosksResponse, FleetSummaryResponse } from '@ambient/core';
import { AdminOnly } from '../../common/admin-only.guard.js';
import { parseListQuery } from '../../common/list-query.js';
import { Answers, ValidQuery } from '../../common/validation.js';
import { FLEET_SORT, FleetReader } from './fleet.reader.js';
import {
  fleetKiosksAnswer,
  fleetListQuerySchema,
  fleetSummaryAnswer,
  type FleetListQueryInput,
} from './fleet.schemas.js';

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

  /**
   * The Fleet screen: one row per kiosk (presence, last heard of, software level against the
   * latest of its kind, activity level, last media sync, last command and its answer), searched by
   * serial, name or facility, filtered by presence, product and backlog, sorted and paged here.
   */
  @Get('kiosks')
  @Answers(fleetKiosksAnswer)
  @ApiForbiddenResponse({ description: 'Not an admin' })
  kiosks(
    @ValidQuery(fleetListQuerySchema) params: FleetListQueryInput,
  ): Promise<Success<FleetKiosksResponse>> {
    const query = parseListQuery({ ...params, page: params.page || '0' }, FLEET_SORT, 'serialNumber');
    return this.fleet.page(query, {
      presence: params.presence || null,
      kind: params.kind || null,
      behindOnly: params.behind === 'true',
    });
  }
}
