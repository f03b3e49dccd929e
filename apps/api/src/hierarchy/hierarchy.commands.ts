/**
 * The hierarchy slice's commands as they travel on the Nest CommandBus: one message, one handler
 * (decision 0025). The handler gathers from the read models the facts each command needs, then the
 * pure deciders from libs/core judge it on the organization's, domain's or facility's stream;
 * cascades are one unit of work over every stream they change.
 */
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  domainDecider,
  domainStream,
  facilityDecider,
  facilityStream,
  normalizeDomainId,
  organizationDecider,
  organizationStream,
  validOrganizationName,
  type DomainCommand,
  type DomainInput,
  type DomainState,
  type FacilityCommand,
  type FacilityInput,
} from '@ambient/core';
import { AggregateStore, type CommandContext } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';
import { IdAllocator } from '../database/id-allocator.js';
import { DomainsReader } from './domains/domains.reader.js';
import { FacilitiesReader } from './facilities/facilities.reader.js';
import { OrganizationsReader } from './organizations/organizations.reader.js';

/** What may be asked of the hierarchy slice. The creations answer the new id. */
export type HierarchySliceCommand =
  /** Refused when another organization has the same name (case and accents aside). */
  | { type: 'CreateOrganization'; name: string }
  | { type: 'RenameOrganization'; organizationId: number; name: string }
  /** Deletes an organization (facilities first, then domain managers block it) and its domains. */
  | { type: 'DeleteOrganization'; organizationId: number }
  | { type: 'CreateDomain'; input: DomainInput }
  | { type: 'UpdateDomain'; domainId: number; input: DomainInput }
  /** Refused for the organization's last domain or while it has managers; its facilities become unassigned. */
  | { type: 'DeleteDomain'; domainId: number }
  | { type: 'CreateFacility'; input: FacilityInput }
  | { type: 'UpdateFacility'; facilityId: number; input: FacilityInput }
  /** Refused while the facility hosts kiosks (their serial numbers are listed) or has a domain. */
  | { type: 'DeleteFacility'; facilityId: number };

interface HierarchyResults {
  CreateOrganization: number;
  RenameOrganization: void;
  DeleteOrganization: void;
  CreateDomain: number;
  UpdateDomain: void;
  DeleteDomain: void;
  CreateFacility: number;
  UpdateFacility: void;
  DeleteFacility: void;
}

export class HierarchyCommandMessage<
  C extends HierarchySliceCommand = HierarchySliceCommand,
> extends CommandMessage<C, HierarchyResults> {}

@CommandHandler(HierarchyCommandMessage)
export class HierarchyCommandHandler implements ICommandHandler<HierarchyCommandMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly organizations: OrganizationsReader,
    private readonly domains: DomainsReader,
    private readonly facilities: FacilitiesReader,
  ) {}

  execute({ command, context }: HierarchyCommandMessage): Promise<number | void> {
    switch (command.type) {
      case 'CreateOrganization':
        return this.createOrganization(command.name, context);
      case 'RenameOrganization':
        return this.renameOrganization(command.organizationId, command.name, context);
      case 'DeleteOrganization':
        return this.deleteOrganization(command.organizationId, context);
      case 'CreateDomain':
        return this.createDomain(command.input, context);
      case 'UpdateDomain':
        return this.updateDomain(command.domainId, command.input, context);
      case 'DeleteDomain':
        return this.deleteDomain(command.domainId, context);
      case 'CreateFacility':
        return this.createFacility(command.input, context);
      case 'UpdateFacility':
        return this.updateFacility(command.facilityId, command.input, context);
      case 'DeleteFacility':
        return this.deleteFacility(command.facilityId, context);
    }
  }

  private async createOrganization(name: string, context: CommandContext): Promise<number> {
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

  private async renameOrganization(
    organizationId: number,
    name: string,
    context: CommandContext,
  ): Promise<void> {
    const facts = { otherNames: await this.organizations.otherNames(organizationId) };
    await this.aggregates.handle(
      organizationStream(organizationId),
      organizationDecider,
      { type: 'RenameOrganization', data: { name }, facts },
      context,
    );
  }

  private async deleteOrganization(organizationId: number, context: CommandContext): Promise<void> {
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

  private async createDomain(input: DomainInput, context: CommandContext): Promise<number> {
    const facts = await this.domains.saveFacts(null, input.organizationId, input.facilityIds);
    const domainId = await this.ids.next('domain');
    await this.saveDomain(
      domainId,
      { type: 'CreateDomain', data: { domainId, ...input }, facts },
      [],
      context,
    );
    return domainId;
  }

  private async updateDomain(domainId: number, input: DomainInput, context: CommandContext): Promise<void> {
    const [facts, current] = await Promise.all([
      this.domains.saveFacts(domainId, input.organizationId, input.facilityIds),
      this.domains.facilityIds(domainId),
    ]);
    await this.saveDomain(domainId, { type: 'UpdateDomain', data: input, facts }, current, context);
  }

  private async deleteDomain(domainId: number, context: CommandContext): Promise<void> {
    const [facts, current] = await Promise.all([
      this.domains.deleteFacts(domainId),
      this.domains.facilityIds(domainId),
    ]);
    await this.saveDomain(domainId, { type: 'DeleteDomain', facts }, current, context);
  }

  /**
   * Which facilities belong to a domain is each facility's own fact, so saving or deleting a domain
   * changes the domain's stream and each facility joining or leaving it: one unit of work, appended
   * together or not at all. The facilities' facts come from their own streams (a facility taken by
   * another domain in between refuses, and nothing is written); the read model only names the
   * facilities that were the domain's (`current`), to know whom to ask.
   */
  private saveDomain(
    domainId: number,
    command: DomainCommand,
    current: readonly number[],
    context: CommandContext,
  ): Promise<DomainState> {
    return this.aggregates.transact(context, command.type, async (unit) => {
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

  private async createFacility(input: FacilityInput, context: CommandContext): Promise<number> {
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

  private async updateFacility(
    facilityId: number,
    input: FacilityInput,
    context: CommandContext,
  ): Promise<void> {
    const domainExists = await this.facilities.domainExists(normalizeDomainId(input.domainId));
    const currentDomain = await this.facilities.currentDomain(facilityId);
    await this.aggregates.handle(
      facilityStream(facilityId),
      facilityDecider,
      { type: 'UpdateFacility', data: input, facts: { domainExists, currentDomain } },
      context,
    );
  }

  private async deleteFacility(facilityId: number, context: CommandContext): Promise<void> {
    const facts = await this.facilities.deleteFacts(facilityId);
    await this.aggregates.handle(
      facilityStream(facilityId),
      facilityDecider,
      { type: 'DeleteFacility', facts },
      context,
    );
  }
}
