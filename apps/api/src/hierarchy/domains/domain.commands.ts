import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  domainStream,
  facilityStream,
  type DomainCommand,
  type DomainInput,
  type DomainState,
  type FacilityCommand,
} from '@ambient/core';
import { AggregateStore, type CommandContext } from '@ambient/event-sourcing';
import { IdAllocator } from '../../database/id-allocator.js';
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
 * Which facilities belong to a domain is each facility's own fact, so saving or deleting a domain
 * changes the domain's stream and each facility joining or leaving it: one unit of work, appended
 * together or not at all. The facilities' facts come from their own streams (a facility taken by
 * another domain in between refuses, and nothing is written); the read model only names the
 * facilities that were the domain's, to know whom to ask.
 */
function saveDomain(
  aggregates: AggregateStore,
  domainId: number,
  command: DomainCommand,
  current: readonly number[],
  context: CommandContext,
): Promise<DomainState> {
  return aggregates.transact(context, command.type, async (unit) => {
    const domain = await unit.load(domainStream(domainId), domainDecider);
    const events = domainDecider.decide(command, domain);
    unit.append(domainStream(domainId), events);
    const next = events.reduce(domainDecider.evolve, domain);
    const wanted = next.status === 'active' ? next.facilityIds : [];
    const change = async (facilityId: number, facilityCommand: FacilityCommand): Promise<void> => {
      const facility = await unit.load(facilityStream(facilityId), facilityDecider);
      unit.append(facilityStream(facilityId), facilityDecider.decide(facilityCommand, facility));
    };
    for (const facilityId of current.filter((id) => !wanted.includes(id)))
      await change(facilityId, { type: 'UnassignFromDomain', data: { domainId } });
    if (next.status === 'active')
      for (const facilityId of wanted.filter((id) => !current.includes(id)))
        await change(facilityId, {
          type: 'AssignToDomain',
          data: { domainId, domainName: next.name, otherDomainName: null },
        });
    return next;
  });
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
    await saveDomain(
      this.aggregates,
      domainId,
      { type: 'CreateDomain', data: { domainId, ...input }, facts },
      [],
      context,
    );
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
    await saveDomain(
      this.aggregates,
      domainId,
      { type: 'UpdateDomain', data: input, facts },
      current,
      context,
    );
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
    await saveDomain(this.aggregates, domainId, { type: 'DeleteDomain', facts }, current, context);
  }
}

export const DOMAIN_COMMAND_HANDLERS = [CreateDomainHandler, UpdateDomainHandler, DeleteDomainHandler];
