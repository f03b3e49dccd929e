import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  decideCreation,
  domainStream,
  evolveCreation,
  facilityStream,
  initialCreationState,
  kioskStream,
  organizationStream,
  residentStream,
  type CreationCommand,
  type CreationState,
  type HierarchyEvent,
} from '@ambient/core';
import { AggregateStore, type Decider } from '../event-sourcing/aggregate-store.js';
import type { CommandContext } from '../event-sourcing/command-context.js';

const creationDecider: Decider<CreationCommand, HierarchyEvent, CreationState> = {
  initialState: initialCreationState,
  evolve: evolveCreation,
  decide: decideCreation,
};

type Kind = 'organization' | 'domain' | 'facility' | 'kiosk' | 'resident';

/** The event a creation command records, without the id the handler allocates. */
export type CreationPayload =
  | {
      kind: 'organization';
      data: Omit<Extract<HierarchyEvent, { type: 'OrganizationCreated' }>['data'], 'organizationId'>;
    }
  | { kind: 'domain'; data: Omit<Extract<HierarchyEvent, { type: 'DomainCreated' }>['data'], 'domainId'> }
  | {
      kind: 'facility';
      data: Omit<Extract<HierarchyEvent, { type: 'FacilityCreated' }>['data'], 'facilityId'>;
    }
  | { kind: 'kiosk'; data: Omit<Extract<HierarchyEvent, { type: 'KioskRegistered' }>['data'], 'kioskId'> }
  | {
      kind: 'resident';
      data: Omit<Extract<HierarchyEvent, { type: 'ResidentAdmitted' }>['data'], 'residentId'>;
    };

/** Creates an organization, domain, facility, kiosk or resident and answers its new id. */
export class CreateEntityCommand extends Command<number> {
  constructor(
    readonly payload: CreationPayload,
    readonly context: CommandContext,
  ) {
    super();
  }
}

function eventFor(payload: CreationPayload, id: number): { stream: string; event: HierarchyEvent } {
  switch (payload.kind) {
    case 'organization':
      return {
        stream: organizationStream(id),
        event: { type: 'OrganizationCreated', data: { organizationId: id, ...payload.data } },
      };
    case 'domain':
      return {
        stream: domainStream(id),
        event: { type: 'DomainCreated', data: { domainId: id, ...payload.data } },
      };
    case 'facility':
      return {
        stream: facilityStream(id),
        event: { type: 'FacilityCreated', data: { facilityId: id, ...payload.data } },
      };
    case 'kiosk':
      return {
        stream: kioskStream(id),
        event: { type: 'KioskRegistered', data: { kioskId: id, ...payload.data } },
      };
    case 'resident':
      return {
        stream: residentStream(id),
        event: { type: 'ResidentAdmitted', data: { residentId: id, ...payload.data } },
      };
    default: {
      const exhaustive: never = payload;
      return exhaustive;
    }
  }
}

@CommandHandler(CreateEntityCommand)
export class CreateEntityHandler implements ICommandHandler<CreateEntityCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ payload, context }: CreateEntityCommand): Promise<number> {
    const id = await this.allocateId(payload.kind);
    const { stream, event } = eventFor(payload, id);
    const commandName = `Create${payload.kind[0]!.toUpperCase()}${payload.kind.slice(1)}`;
    await this.aggregates.handle(stream, creationDecider, { type: 'Create', event }, context, commandName);
    return id;
  }

  private async allocateId(kind: Kind): Promise<number> {
    const rows = (await this.dataSource.query(`SELECT nextval('${kind}_id_seq') AS id`)) as Array<{
      id: string;
    }>;
    return Number(rows[0]?.id);
  }
}
