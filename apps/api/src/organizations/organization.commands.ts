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
} from '@ambient/core';
import { AggregateStore, type Decider } from '../event-sourcing/aggregate-store.js';
import type { CommandContext } from '../event-sourcing/command-context.js';
import { IdAllocator } from '../event-sourcing/id-allocator.js';
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

@CommandHandler(CreateOrganizationCommand)
export class CreateOrganizationHandler implements ICommandHandler<CreateOrganizationCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ name, context }: CreateOrganizationCommand): Promise<number> {
    const organizationId = await this.ids.next('organization');
    await this.aggregates.handle(
      organizationStream(organizationId),
      organizationDecider,
      { type: 'CreateOrganization', data: { organizationId, name } },
      context,
    );
    return organizationId;
  }
}

@CommandHandler(RenameOrganizationCommand)
export class RenameOrganizationHandler implements ICommandHandler<RenameOrganizationCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ organizationId, name, context }: RenameOrganizationCommand): Promise<void> {
    await this.aggregates.handle(
      organizationStream(organizationId),
      organizationDecider,
      { type: 'RenameOrganization', data: { name } },
      context,
    );
  }
}

/** Deletes an organization (facilities first, then domain managers block it) and its domains. */
@CommandHandler(DeleteOrganizationCommand)
export class DeleteOrganizationHandler implements ICommandHandler<DeleteOrganizationCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly organizations: OrganizationsReader,
  ) {}

  async execute({ organizationId, context }: DeleteOrganizationCommand): Promise<void> {
    const facts = await this.organizations.deleteFacts(organizationId);
    await this.aggregates.handle(
      organizationStream(organizationId),
      organizationDecider,
      { type: 'DeleteOrganization', facts },
      context,
    );
    for (const domainId of facts.domainIds) {
      await this.aggregates.handle(
        domainStream(domainId),
        domainDecider,
        { type: 'DeleteDomainWithOrganization' },
        context,
      );
    }
  }
}

export const ORGANIZATION_COMMAND_HANDLERS = [
  CreateOrganizationHandler,
  RenameOrganizationHandler,
  DeleteOrganizationHandler,
];
