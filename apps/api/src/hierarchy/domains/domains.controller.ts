import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  DomainError,
  domainDeleteBlocker,
  type DeleteCheckResponse,
  type Domain,
  type DomainInput,
  type DomainManagersResponse,
  type DomainsManagerResponse,
  type DomainsResponse,
} from '@ambient/core';
import { AdminOnly } from '../../common/admin-only.guard.js';
import { deleteCheckAnswer, toId } from '../../common/delete-check.js';
import { parseListQuery } from '../../common/list-query.js';
import { Ctx } from '../../common/request-context.js';
import type { CommandContext } from '@ambient/event-sourcing';
import { FACILITY_SORT, FacilitiesReader } from '../facilities/facilities.reader.js';
import { HierarchyCommandMessage } from '../hierarchy.commands.js';
import { ORGANIZATION_SORT, OrganizationsReader } from '../organizations/organizations.reader.js';
import { DOMAIN_SORT, DomainsReader } from './domains.reader.js';
import {
  allowedAnswer,
  Answers,
  doneAnswer,
  IdParam,
  ValidBody,
  ValidQuery,
} from '../../common/validation.js';
import {
  domainBodySchema,
  domainListQuerySchema,
  type DomainBody,
  type DomainListQuery,
  domainAnswer,
  domainManagersAnswer,
  domainsAnswer,
  domainsManagerAnswer,
} from './domain.schemas.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

function toInput(body: DomainBody): DomainInput {
  return {
    organizationId: toId(body.organizationId),
    name: body.name ?? '',
    description: body.description ?? '',
    facilityIds: body.facilityIds ?? [],
  };
}

/** Domains (spec 01 §2.9, §7), admins only. */
@ApiTags('domains')
@ApiBearerAuth()
@AdminOnly()
@Controller('domains')
export class DomainsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly domains: DomainsReader,
    private readonly organizations: OrganizationsReader,
    private readonly facilities: FacilitiesReader,
  ) {}

  /** The domains (optionally of one organization), with every organization and facility for the dialogs. */
  @Get('manager')
  @Answers(domainsManagerAnswer)
  async manager(
    @ValidQuery(domainListQuerySchema) params: DomainListQuery,
  ): Promise<Success<DomainsManagerResponse>> {
    const query = parseListQuery(params, DOMAIN_SORT, 'name');
    const [{ domains, total }, { organizations }, { facilities }] = await Promise.all([
      this.domains.list(query, toId(params.organizationId)),
      this.organizations.list(parseListQuery({}, ORGANIZATION_SORT, 'name')),
      this.facilities.list(parseListQuery({}, FACILITY_SORT, 'name')),
    ]);
    return query.page === null
      ? { domains, organizations, facilities }
      : { domains, organizations, facilities, total };
  }

  @Get('organization/:id')
  @Answers(domainsAnswer)
  async ofOrganization(@IdParam() id: number): Promise<Success<DomainsResponse>> {
    const { domains } = await this.domains.list(parseListQuery({}, DOMAIN_SORT, 'name'), id);
    return { domains };
  }

  @Get(':id')
  @Answers(domainAnswer)
  async get(@IdParam() id: number): Promise<{ domain: Domain }> {
    return { domain: await this.found(id) };
  }

  /** The domain managers lookup: the users managing this domain. */
  @Get(':id/managers')
  @Answers(domainManagersAnswer)
  async managers(@IdParam() id: number): Promise<Success<DomainManagersResponse>> {
    await this.found(id);
    return { users: await this.domains.managers(id) };
  }

  @Get(':id/delete-check')
  @Answers(allowedAnswer)
  async deleteCheck(@IdParam() id: number): Promise<Success<DeleteCheckResponse>> {
    const domain = await this.found(id);
    return deleteCheckAnswer(domainDeleteBlocker(domain.name, await this.domains.deleteFacts(id)));
  }

  @Post()
  @Answers(domainAnswer)
  @HttpCode(200)
  async create(
    @ValidBody(domainBodySchema) body: DomainBody,
    @Ctx() context: CommandContext,
  ): Promise<{ domain: Domain }> {
    const id = await this.commands.execute(
      new HierarchyCommandMessage({ type: 'CreateDomain', input: toInput(body) }, context),
    );
    return { domain: await this.found(id) };
  }

  @Put(':id')
  @Answers(domainAnswer)
  async update(
    @IdParam() id: number,
    @ValidBody(domainBodySchema) body: DomainBody,
    @Ctx() context: CommandContext,
  ): Promise<{ domain: Domain }> {
    await this.commands.execute(
      new HierarchyCommandMessage({ type: 'UpdateDomain', domainId: id, input: toInput(body) }, context),
    );
    return { domain: await this.found(id) };
  }

  @Delete(':id')
  @Answers(doneAnswer)
  async remove(@IdParam() id: number, @Ctx() context: CommandContext): Promise<Record<string, never>> {
    await this.commands.execute(new HierarchyCommandMessage({ type: 'DeleteDomain', domainId: id }, context));
    return {};
  }

  private async found(id: number): Promise<Domain> {
    const domain = await this.domains.get(id);
    if (!domain) throw new DomainError('domain.notFound', {}, 404, 1);
    return domain;
  }
}
