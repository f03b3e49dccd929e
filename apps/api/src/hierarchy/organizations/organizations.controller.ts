import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  DomainError,
  organizationDeleteBlocker,
  type DeleteCheckResponse,
  type Organization,
  type OrganizationsResponse,
} from '@ambient/core';
import { AdminOnly } from '../../common/admin-only.guard.js';
import { deleteCheckAnswer } from '../../common/delete-check.js';
import { listQuerySchema, parseListQuery, type ListQueryInput } from '../../common/list-query.js';
import { Ctx } from '../../common/request-context.js';
import type { CommandContext } from '@ambient/event-sourcing';
import { HierarchyCommandMessage } from '../hierarchy.commands.js';
import { ORGANIZATION_SORT, OrganizationsReader } from './organizations.reader.js';
import {
  allowedAnswer,
  Answers,
  doneAnswer,
  IdParam,
  ValidBody,
  ValidQuery,
} from '../../common/validation.js';
import {
  organizationBodySchema,
  organizationEditBodySchema,
  type OrganizationBody,
  organizationAnswer,
  organizationsAnswer,
} from './organization.schemas.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

/** Organizations (spec 01 §2.8, §7), admins only. */
@ApiTags('organizations')
@ApiBearerAuth()
@AdminOnly()
@Controller('organizations')
export class OrganizationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly organizations: OrganizationsReader,
  ) {}

  @Get('manager')
  @Answers(organizationsAnswer)
  async manager(
    @ValidQuery(listQuerySchema) params: ListQueryInput,
  ): Promise<Success<OrganizationsResponse>> {
    const query = parseListQuery(params, ORGANIZATION_SORT, 'name');
    const { organizations, total } = await this.organizations.list(query);
    return query.page === null ? { organizations } : { organizations, total };
  }

  @Post()
  @Answers(organizationAnswer)
  @HttpCode(200)
  async create(
    @ValidBody(organizationBodySchema) body: OrganizationBody,
    @Ctx() context: CommandContext,
  ): Promise<{ organization: Organization }> {
    const id = await this.commands.execute(
      new HierarchyCommandMessage({ type: 'CreateOrganization', name: body.name ?? '' }, context),
    );
    return { organization: await this.found(id) };
  }

  @Put(':id')
  @Answers(organizationAnswer)
  async update(
    @IdParam() id: number,
    @ValidBody(organizationEditBodySchema) body: OrganizationBody,
    @Ctx() context: CommandContext,
  ): Promise<{ organization: Organization }> {
    await this.commands.execute(
      new HierarchyCommandMessage(
        { type: 'RenameOrganization', organizationId: id, name: body.name ?? '' },
        context,
      ),
    );
    return { organization: await this.found(id) };
  }

  @Get(':id/delete-check')
  @Answers(allowedAnswer)
  async deleteCheck(@IdParam() id: number): Promise<Success<DeleteCheckResponse>> {
    const organization = await this.found(id);
    return deleteCheckAnswer(
      organizationDeleteBlocker(organization.name, await this.organizations.deleteFacts(id)),
    );
  }

  @Delete(':id')
  @Answers(doneAnswer)
  async remove(@IdParam() id: number, @Ctx() context: CommandContext): Promise<Record<string, never>> {
    await this.commands.execute(
      new HierarchyCommandMessage({ type: 'DeleteOrganization', organizationId: id }, context),
    );
    return {};
  }

  private async found(id: number): Promise<Organization> {
    const organization = await this.organizations.get(id);
    if (!organization) throw new DomainError('organization.notFound', {}, 404, 1);
    return organization;
  }
}
