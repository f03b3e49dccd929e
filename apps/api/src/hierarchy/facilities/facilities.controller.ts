import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  DomainError,
  facilityDeleteBlocker,
  PROV_STATES,
  type CountryOption,
  type DeleteCheckResponse,
  type FacilitiesManagerResponse,
  type FacilitiesResponse,
  type Facility,
  type FacilityInput,
  type FacilityItemsResponse,
  type FacilityKiosksResponse,
} from '@ambient/core';
import { AdminOnly } from '../../common/admin-only.guard.js';
import { deleteCheckAnswer, toId } from '../../common/delete-check.js';
import { listQuerySchema, parseListQuery, type ListQueryInput } from '../../common/list-query.js';
import { Ctx } from '../../common/request-context.js';
import { DOMAIN_SORT, DomainsReader } from '../domains/domains.reader.js';
import { HierarchyCommandMessage } from '../hierarchy.commands.js';
import type { CommandContext } from '@ambient/event-sourcing';
import { FACILITY_SORT, FacilitiesReader } from './facilities.reader.js';
import {
  allowedAnswer,
  Answers,
  doneAnswer,
  IdParam,
  ValidBody,
  ValidQuery,
} from '../../common/validation.js';
import {
  facilityBodySchema,
  facilityCreateOrFilterSchema,
  type FacilityBody,
  type FacilityCreateOrFilterBody,
  facilitiesAnswer,
  facilitiesManagerAnswer,
  facilitiesOrFacilityAnswer,
  facilityAnswer,
  facilityItemsAnswer,
  facilityKiosksAnswer,
} from './facility.schemas.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

const COUNTRIES: CountryOption[] = [
  { id: 1, description: 'Canada' },
  { id: 2, description: 'United States' },
];

function toInput(body: FacilityBody): FacilityInput {
  return {
    name: body.name ?? '',
    street: body.street ?? '',
    city: body.city ?? '',
    provStateId: toId(body.provStateId),
    countryId: toId(body.countryId),
    domainId: toId(body.domainId),
  };
}

/** Facilities (spec 01 §2.10, §7) and the kiosks they host, admins only. */
@ApiTags('facilities')
@ApiBearerAuth()
@AdminOnly()
@Controller()
export class FacilitiesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly facilities: FacilitiesReader,
    private readonly domains: DomainsReader,
  ) {}

  @Get('facilities')
  @Answers(facilitiesAnswer)
  async list(@ValidQuery(listQuerySchema) params: ListQueryInput): Promise<Success<FacilitiesResponse>> {
    const query = parseListQuery(params, FACILITY_SORT, 'name');
    const { facilities, total } = await this.facilities.list(query);
    return query.page === null ? { facilities } : { facilities, total };
  }

  /** With a `filter` body it lists the matching facilities; otherwise it adds one. */
  @Post('facilities')
  @Answers(facilitiesOrFacilityAnswer)
  @HttpCode(200)
  async createOrFilter(
    @ValidBody(facilityCreateOrFilterSchema) body: FacilityCreateOrFilterBody,
    @ValidQuery(listQuerySchema) params: ListQueryInput,
    @Ctx() context: CommandContext,
  ): Promise<Success<FacilitiesResponse> | { facility: Facility }> {
    if (body.filter !== undefined) {
      const filter = body.filter;
      const query = parseListQuery(
        { ...params, search: filter.search ?? params.search },
        FACILITY_SORT,
        'name',
      );
      const { facilities, total } = await this.facilities.list(query, {
        domainId: toId(filter.domainId),
        organizationId: toId(filter.organizationId),
        countryId: toId(filter.countryId),
      });
      return query.page === null ? { facilities } : { facilities, total };
    }
    const id = await this.commands.execute(
      new HierarchyCommandMessage({ type: 'CreateFacility', input: toInput(body) }, context),
    );
    return { facility: await this.found(id) };
  }

  @Get('facilities/manager')
  @Answers(facilitiesManagerAnswer)
  async manager(
    @ValidQuery(listQuerySchema) params: ListQueryInput,
  ): Promise<Success<FacilitiesManagerResponse>> {
    const query = parseListQuery(params, FACILITY_SORT, 'name');
    const [{ facilities, total }, { domains }] = await Promise.all([
      this.facilities.list(query),
      this.domains.list(parseListQuery({}, DOMAIN_SORT, 'name')),
    ]);
    const answer = { facilities, domains, provStates: [...PROV_STATES], countries: COUNTRIES };
    return query.page === null ? answer : { ...answer, total };
  }

  @Get('facilities/domain/:id')
  @Answers(facilitiesAnswer)
  async ofDomain(@IdParam() id: number): Promise<Success<FacilitiesResponse>> {
    const { facilities } = await this.facilities.list(parseListQuery({}, FACILITY_SORT, 'name'), {
      domainId: id,
    });
    return { facilities };
  }

  @Get('facilities/organization/:id')
  @Answers(facilityItemsAnswer)
  async ofOrganization(@IdParam() id: number): Promise<Success<FacilityItemsResponse>> {
    const { facilities } = await this.facilities.list(parseListQuery({}, FACILITY_SORT, 'name'), {
      organizationId: id,
    });
    return { items: facilities };
  }

  @Get('facilities/:id')
  @Answers(facilityAnswer)
  async get(@IdParam() id: number): Promise<{ facility: Facility }> {
    return { facility: await this.found(id) };
  }

  @Get('facilities/:id/delete-check')
  @Answers(allowedAnswer)
  async deleteCheck(@IdParam() id: number): Promise<Success<DeleteCheckResponse>> {
    const facility = await this.found(id);
    return deleteCheckAnswer(facilityDeleteBlocker(facility.name, await this.facilities.deleteFacts(id)));
  }

  @Put('facilities/:id')
  @Answers(facilityAnswer)
  async update(
    @IdParam() id: number,
    @ValidBody(facilityBodySchema) body: FacilityBody,
    @Ctx() context: CommandContext,
  ): Promise<{ facility: Facility }> {
    await this.commands.execute(
      new HierarchyCommandMessage({ type: 'UpdateFacility', facilityId: id, input: toInput(body) }, context),
    );
    return { facility: await this.found(id) };
  }

  @Delete('facilities/:id')
  @Answers(doneAnswer)
  async remove(@IdParam() id: number, @Ctx() context: CommandContext): Promise<Record<string, never>> {
    await this.commands.execute(
      new HierarchyCommandMessage({ type: 'DeleteFacility', facilityId: id }, context),
    );
    return {};
  }

  /** The kiosks a facility hosts, with their serial numbers. */
  @Get('kiosks/facility/:id')
  @Answers(facilityKiosksAnswer)
  async kiosks(@IdParam() id: number): Promise<Success<FacilityKiosksResponse>> {
    await this.found(id);
    return { kiosks: await this.facilities.kiosks(id) };
  }

  private async found(id: number): Promise<Facility> {
    const facility = await this.facilities.get(id);
    if (!facility) throw new DomainError('facility.notFound', {}, 404, 1);
    return facility;
  }
}
