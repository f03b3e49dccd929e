import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  decideOrganization,
  domainStream,
  evolveOrganization,
  initialOrganizationState,
  organizationStream,
  type OrganizationCommand,
  type OrganizationEvent,
  type OrganizationState,
  validOrganizationName,
} from '@ambient/core';
import { AggregateStore, type Decider, type CommandContext } from '@ambient/event-sourcing';
import { IdAllocator } from '../../database/id-allocator.js';
import { domainDecider } from '../domains/domain.decider.js';
import { OrganizationsReader } from './organizations.reader.js';

export const organizationDecider: Decider<OrganizationCommand, OrganizationEvent, OrganizationState> = {
  initialState: initialOrganizationState,
  evolve: evolveOrganization,
  decide: decideOrganization,
};

export class CreateOrganizationCommand extends Command<number> {
  constructor(
    readonly name: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class RenameOrganizationCommand extends Command<void> {
  constructor(
    readonly organizationId: number,
    readonly name: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class DeleteOrganizationCommand extends Command<void> {
  constructor(
    readonly organizationId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Refused when another organization has the same name (case and accents aside). */
@CommandHandler(CreateOrganizationCommand)
export class CreateOrganizationHandler implements ICommandHandler<CreateOrganizationCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly organizations: OrganizationsReader,
  ) {}

  async execute({ name, context }: CreateOrganizationCommand): Promise<number> {
    const facts = { otherNames: await this.organizations.otherNames(null) };
    // A refused name uses up no id; the decider judges the name again.
    validOrganizationName(name, facts);
    const organizationId = await this.ids.next('organization');
    await this.aggregates.handle(
      organizationStream(organizationId),
      organizationDecider,
      { type: 'CreateOrganization', data: { organizationId, name }, facts },
      context,
    );
    return organizationId;
  }
}

@CommandHandler(RenameOrganizationCommand)
export class RenameOrganizationHandler implements ICommandHandler<RenameOrganizationCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly organizations: OrganizationsReader,
  ) {}

  async execute({ organizationId, name, context }: RenameOrganizationCommand): Promise<void> {
    const facts = { otherNames: await this.organizations.otherNames(organizationId) };
    await this.aggregates.handle(
      organizationStream(organizationId),
      organizationDecider,
      { type: 'RenameOrganization', data: { name }, facts },
      context,
    );
  }
}

/**
 * Deletes an organization (facilities first, then domain managers block it) and its domains, in one
 * transaction.
 */
@CommandHandler(DeleteOrganizationCommand)
export class DeleteOrganizationHandler implements ICommandHandler<DeleteOrganizationCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly organizations: OrganizationsReader,
  ) {}

  async execute({ organizationId, context }: DeleteOrganizationCommand): Promise<void> {
    const facts = await this.organizations.deleteFacts(organizationId);
    // One unit of work: the organization and all its domains are deleted together, or none is.
    await this.aggregates.transact(context, 'DeleteOrganization', async (unit) => {
      const organization = await unit.load(organizationStream(organizationId), organizationDecider);
      unit.append(
        organizationStream(organizationId),
        organizationDecider.decide({ type: 'DeleteOrganization', facts }, organization),
      );
      for (const domainId of facts.domainIds) {
        const domain = await unit.load(domainStream(domainId), domainDecider);
        unit.append(
          domainStream(domainId),
          domainDecider.decide({ type: 'DeleteDomainWithOrganization' }, domain),
        );
      }
    });
  }
}

export const ORGANIZATION_COMMAND_HANDLERS = [
  CreateOrganizationHandler,
  RenameOrganizationHandler,
  DeleteOrganizationHandler,
];
