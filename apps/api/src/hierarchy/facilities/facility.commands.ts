import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  decideFacility,
  evolveFacility,
  facilityStream,
  initialFacilityState,
  normalizeDomainId,
  type FacilityCommand,
  type FacilityEvent,
  type FacilityInput,
  type FacilityState,
} from '@ambient/core';
import { AggregateStore, type Decider, type CommandContext } from '@ambient/event-sourcing';
import { IdAllocator } from '../../database/id-allocator.js';
import { FacilitiesReader } from './facilities.reader.js';

export const facilityDecider: Decider<FacilityCommand, FacilityEvent, FacilityState> = {
  initialState: initialFacilityState,
  evolve: evolveFacility,
  decide: decideFacility,
};

export class CreateFacilityCommand extends Command<number> {
  constructor(
    readonly input: FacilityInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class UpdateFacilityCommand extends Command<void> {
  constructor(
    readonly facilityId: number,
    readonly input: FacilityInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class DeleteFacilityCommand extends Command<void> {
  constructor(
    readonly facilityId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CreateFacilityCommand)
export class CreateFacilityHandler implements ICommandHandler<CreateFacilityCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly facilities: FacilitiesReader,
  ) {}

  async execute({ input, context }: CreateFacilityCommand): Promise<number> {
    const domainExists = await this.facilities.domainExists(normalizeDomainId(input.domainId));
    const facilityId = await this.ids.next('facility');
    await this.aggregates.handle(
      facilityStream(facilityId),
      facilityDecider,
      { type: 'CreateFacility', data: { facilityId, ...input }, facts: { domainExists } },
      context,
    );
    return facilityId;
  }
}

@CommandHandler(UpdateFacilityCommand)
export class UpdateFacilityHandler implements ICommandHandler<UpdateFacilityCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly facilities: FacilitiesReader,
  ) {}

  async execute({ facilityId, input, context }: UpdateFacilityCommand): Promise<void> {
    const domainExists = await this.facilities.domainExists(normalizeDomainId(input.domainId));
    const currentDomain = await this.facilities.currentDomain(facilityId);
    await this.aggregates.handle(
      facilityStream(facilityId),
      facilityDecider,
      { type: 'UpdateFacility', data: input, facts: { domainExists, currentDomain } },
      context,
    );
  }
}

/** Refused while the facility hosts kiosks (their serial numbers are listed) or has a domain. */
@CommandHandler(DeleteFacilityCommand)
export class DeleteFacilityHandler implements ICommandHandler<DeleteFacilityCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly facilities: FacilitiesReader,
  ) {}

  async execute({ facilityId, context }: DeleteFacilityCommand): Promise<void> {
    const facts = await this.facilities.deleteFacts(facilityId);
    await this.aggregates.handle(
      facilityStream(facilityId),
      facilityDecider,
      { type: 'DeleteFacility', facts },
      context,
    );
  }
}

export const FACILITY_COMMAND_HANDLERS = [
  CreateFacilityHandler,
  UpdateFacilityHandler,
  DeleteFacilityHandler,
];
