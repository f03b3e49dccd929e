import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainStream, facilityStream, type DomainInput } from '@ambient/core';
import { AggregateStore } from '../event-sourcing/aggregate-store.js';
import type { CommandContext } from '../event-sourcing/command-context.js';
import { IdAllocator } from '../event-sourcing/id-allocator.js';
import { facilityDecider } from '../facilities/facility.commands.js';
import { domainDecider } from './domain.decider.js';
import { DomainsReader } from './domains.reader.js';

export class CreateDomainCommand extends Command<number> {
  constructor(
    readonly input: DomainInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class UpdateDomainCommand extends Command<void> {
  constructor(
    readonly domainId: number,
    readonly input: DomainInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class DeleteDomainCommand extends Command<void> {
  constructor(
    readonly domainId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Which facilities belong to a domain is each facility's own fact, so saving a domain is the
 * domain's event followed by each facility joining or leaving it. Every facility is checked
 * before anything is written; a facility taken by another domain in between is refused by the
 * facility itself.
 */
async function reconcileFacilities(
  aggregates: AggregateStore,
  domainId: number,
  domainName: string,
  current: number[],
  wanted: number[],
  context: CommandContext,
): Promise<void> {
  for (const facilityId of current.filter((id) => !wanted.includes(id))) {
    await aggregates.handle(
      facilityStream(facilityId),
      facilityDecider,
      { type: 'UnassignFromDomain', data: { domainId } },
      context,
    );
  }
  for (const facilityId of wanted.filter((id) => !current.includes(id))) {
    await aggregates.handle(
      facilityStream(facilityId),
      facilityDecider,
      { type: 'AssignToDomain', data: { domainId, domainName, otherDomainName: null } },
      context,
    );
  }
}

@CommandHandler(CreateDomainCommand)
export class CreateDomainHandler implements ICommandHandler<CreateDomainCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly domains: DomainsReader,
  ) {}

  async execute({ input, context }: CreateDomainCommand): Promise<number> {
    const facts = await this.domains.saveFacts(null, input.organizationId, input.facilityIds);
    const domainId = await this.ids.next('domain');
    const { state } = await this.aggregates.handle(
      domainStream(domainId),
      domainDecider,
      { type: 'CreateDomain', data: { domainId, ...input }, facts },
      context,
    );
    if (state.status === 'active') {
      await reconcileFacilities(this.aggregates, domainId, state.name, [], state.facilityIds, context);
    }
    return domainId;
  }
}

@CommandHandler(UpdateDomainCommand)
export class UpdateDomainHandler implements ICommandHandler<UpdateDomainCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly domains: DomainsReader,
  ) {}

  async execute({ domainId, input, context }: UpdateDomainCommand): Promise<void> {
    const [facts, current] = await Promise.all([
      this.domains.saveFacts(domainId, input.organizationId, input.facilityIds),
      this.domains.facilityIds(domainId),
    ]);
    const { state } = await this.aggregates.handle(
      domainStream(domainId),
      domainDecider,
      { type: 'UpdateDomain', data: input, facts },
      context,
    );
    if (state.status === 'active') {
      await reconcileFacilities(this.aggregates, domainId, state.name, current, state.facilityIds, context);
    }
  }
}

/** Refused for the organization's last domain or while it has managers; its facilities become unassigned. */
@CommandHandler(DeleteDomainCommand)
export class DeleteDomainHandler implements ICommandHandler<DeleteDomainCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly domains: DomainsReader,
  ) {}

  async execute({ domainId, context }: DeleteDomainCommand): Promise<void> {
    const [facts, current] = await Promise.all([
      this.domains.deleteFacts(domainId),
      this.domains.facilityIds(domainId),
    ]);
    await this.aggregates.handle(
      domainStream(domainId),
      domainDecider,
      { type: 'DeleteDomain', facts },
      context,
    );
    await reconcileFacilities(this.aggregates, domainId, '', current, [], context);
  }
}

export const DOMAIN_COMMAND_HANDLERS = [CreateDomainHandler, UpdateDomainHandler, DeleteDomainHandler];
