import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  decideCreation,
  evolveCreation,
  initialCreationState,
  kioskStream,
  residentStream,
  type CreationCommand,
  type CreationState,
  type KioskResidentEvent,
} from '@ambient/core';
import { AggregateStore, type Decider } from '../event-sourcing/aggregate-store.js';
import type { CommandContext } from '../event-sourcing/command-context.js';
import { IdAllocator } from '../event-sourcing/id-allocator.js';

const creationDecider: Decider<CreationCommand, KioskResidentEvent, CreationState> = {
  initialState: initialCreationState,
  evolve: evolveCreation,
  decide: decideCreation,
};

/** The event a creation command records, without the id the handler allocates. */
export type CreationPayload =
  | { kind: 'kiosk'; data: Omit<Extract<KioskResidentEvent, { type: 'KioskRegistered' }>['data'], 'kioskId'> }
  | {
      kind: 'resident';
      data: Omit<Extract<KioskResidentEvent, { type: 'ResidentAdmitted' }>['data'], 'residentId'>;
    };

/**
 * Registers a kiosk or admits a resident in the minimal form the foundation needs, and answers
 * the new id. Their full commands arrive with the kiosks and residents slice.
 */
export class CreateEntityCommand extends Command<number> {
  constructor(
    readonly payload: CreationPayload,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CreateEntityCommand)
export class CreateEntityHandler implements ICommandHandler<CreateEntityCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ payload, context }: CreateEntityCommand): Promise<number> {
    const id = await this.ids.next(payload.kind);
    const { stream, event, commandName } =
      payload.kind === 'kiosk'
        ? {
            stream: kioskStream(id),
            event: { type: 'KioskRegistered' as const, data: { kioskId: id, ...payload.data } },
            commandName: 'RegisterKiosk',
          }
        : {
            stream: residentStream(id),
            event: { type: 'ResidentAdmitted' as const, data: { residentId: id, ...payload.data } },
            commandName: 'AdmitResident',
          };
    await this.aggregates.handle(stream, creationDecider, { type: 'Create', event }, context, commandName);
    return id;
  }
}
