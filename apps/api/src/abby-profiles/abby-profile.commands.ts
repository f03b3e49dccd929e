import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  abbyProfileDecider,
  abbyProfileStream,
  changesAbbyContent,
  decideAbbyProfile,
  evolveAbbyProfile,
  initialAbbyProfileState,
  type AbbyProfileCommand,
  type AbbyProfileEvent,
  type AbbyProfileFileFact,
  type AbbyProfileOwner,
  type AbbyProfileState,
  type AbbyProfileTexts,
} from '@ambient/core';
import { AggregateStore, type CommandContext, type UnitOfWork } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';
import { IdAllocator } from '../database/id-allocator.js';
import { DeviceCommands } from '../device-commands/index.js';
import { JobQueue } from '../jobs/index.js';
import { MediaCommandMessage } from '../media/index.js';
import { AbbyProfilesReader } from './abby-profiles.reader.js';

/** An erased resident's profiles go with them (decision 0061), the active one too. */
export async function eraseAbbyProfiles(unit: UnitOfWork, profileIds: readonly number[]): Promise<void> {
  for (const profileId of profileIds) {
    const stream = abbyProfileStream(profileId);
    const state = await unit.load(stream, abbyProfileDecider);
    if (state.profileId !== null && !state.deleted)
      unit.append(stream, decideAbbyProfile({ type: 'DeleteAbbyProfile', erasure: true }, state));
  }
}

/**
 * The commands of the Abby profiles slice: what the sender knows, once it has judged the caller's
 * right to the owner. The handler gathers the rest (the owner's kiosk type, its active profile,
 * the path types each profile holds) and allocates the ids. `isResident` says which kind of
 * profile the command is about (the sender judged it): the playlist log files it by it.
 */
export type AbbyProfileSliceCommand = { isResident: boolean } & (
  | ({ type: 'CreateAbbyProfile'; owner: AbbyProfileOwner } & AbbyProfileTexts)
  | ({ type: 'EditAbbyProfile'; profileId: number; activate: boolean } & AbbyProfileTexts)
  | { type: 'AddAbbyProfileDetails'; profileId: number; files: AbbyProfileFileFact[] }
  /** Each profile's details, and their files: the playlist log names them (decision 0082). */
  | {
      type: 'RemoveAbbyProfileDetails';
      removals: Array<{ profileId: number; detailIds: number[]; mediaFileIds: number[] }>;
    }
  | { type: 'DeleteAbbyProfile'; profileId: number }
);

interface AbbyProfileResults {
  CreateAbbyProfile: number;
  EditAbbyProfile: void;
  AddAbbyProfileDetails: number[];
  RemoveAbbyProfileDetails: number[];
  DeleteAbbyProfile: void;
}

export class AbbyProfileCommandMessage<
  C extends AbbyProfileSliceCommand = AbbyProfileSliceCommand,
> extends CommandMessage<C, AbbyProfileResults> {}

/**
 * Abby profiles (decision 0075): one stream per profile. Activating one deactivates its owner's
 * active one in the same append. When what an Abby plays changes (another profile activated, or
 * the active one edited), the kiosk is told its content changed, as a Genie is (decision 0055).
 */
@CommandHandler(AbbyProfileCommandMessage)
export class AbbyProfileCommandHandler implements ICommandHandler<AbbyProfileCommandMessage> {
  private readonly logger = new Logger('AbbyProfiles');

  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly profiles: AbbyProfilesReader,
    private readonly devices: DeviceCommands,
    private readonly jobs: JobQueue,
    private readonly commands: CommandBus,
  ) {}

  async execute({
    command,
    context,
  }: AbbyProfileCommandMessage): Promise<AbbyProfileResults[keyof AbbyProfileResults]> {
    switch (command.type) {
      case 'CreateAbbyProfile': {
        const { type, owner, name, description } = command;
        const texts = { name, description };
        const create = {
          type,
          owner,
          kioskTypeId: (await this.profiles.kioskOf(owner))?.typeId ?? null,
          createdBy: context.userId,
          ...texts,
        };
        // The rules that need no id are judged before one is taken.
        decideAbbyProfile({ ...create, profileId: 0 }, initialAbbyProfileState);
        const profileId = await this.ids.next('abby_profile');
        await this.aggregates.handle(
          abbyProfileStream(profileId),
          abbyProfileDecider,
          { ...create, profileId },
          context,
        );
        return profileId;
      }
      case 'EditAbbyProfile': {
        const { type, profileId, activate, name, description } = command;
        const texts = { name, description };
        const changed = await this.aggregates.transact(context, type, async (unit) => {
          const state = await unit.load(abbyProfileStream(profileId), abbyProfileDecider);
          const active = activate ? await this.profiles.activeOf(state.owner) : null;
          const replaces = active === profileId ? null : active;
          const edit = {
            type,
            activate,
            replaces,
            details: await this.profiles.detailFacts(profileId),
            ...texts,
          };
          const changes = this.decide(unit, profileId, state, edit);
          if (replaces !== null && changes.some((event) => event.type === 'AbbyProfileActivated')) {
            const previous = await unit.load(abbyProfileStream(replaces), abbyProfileDecider);
            this.decide(unit, replaces, previous, { type: 'DeactivateAbbyProfile', replacedBy: profileId });
          }
          return this.changedOwners(changes, state);
        });
        await this.tell(changed, context);
        return;
      }
      case 'AddAbbyProfileDetails': {
        const files: Array<AbbyProfileFileFact & { detailId: number }> = [];
        for (const file of command.files)
          files.push({ ...file, detailId: await this.ids.next('abby_profile_detail') });
        const { events, state } = await this.aggregates.handle(
          abbyProfileStream(command.profileId),
          abbyProfileDecider,
          { type: 'AddAbbyProfileDetails', files },
          context,
        );
        await this.tell(changesAbbyContent(events, state) ? [state.owner] : [], context);
        return events.flatMap((event) =>
          event.type === 'AbbyProfileDetailsAdded' ? event.data.details.map((detail) => detail.detailId) : [],
        );
      }
      case 'RemoveAbbyProfileDetails': {
        const leaving = await this.profiles.ownFilesLeaving(command.removals.flatMap((r) => r.detailIds));
        const removed: number[] = [];
        const changed = await this.aggregates.transact(context, command.type, async (unit) => {
          removed.length = 0;
          const owners: AbbyProfileOwner[] = [];
          for (const { profileId, detailIds } of command.removals) {
            const state = await unit.load(abbyProfileStream(profileId), abbyProfileDecider);
            const details = await this.profiles.detailFacts(profileId);
            const events = this.decide(unit, profileId, state, { type: command.type, detailIds, details });
            owners.push(...this.changedOwners(events, state));
            removed.push(...detailIds);
          }
          return owners;
        });
        await this.tell(changed, context);
        await this.forget(leaving, context);
        return removed;
      }
      case 'DeleteAbbyProfile': {
        const leaving = await this.profiles.ownFilesLeaving(
          await this.profiles.detailIdsOf(command.profileId),
        );
        await this.aggregates.handle(
          abbyProfileStream(command.profileId),
          abbyProfileDecider,
          { type: 'DeleteAbbyProfile' },
          context,
        );
        await this.forget(leaving, context);
        return;
      }
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  }

  /**
   * Deletes the files uploaded into a profile (kept in its owner's library, decision 0080) once the
   * last detail holding them is gone: nothing else lists them. The profile's change stands should
   * this fail; the file then stays in the library, which leaves with the resident's erasure.
   */
  private async forget(mediaFileIds: readonly number[], context: CommandContext): Promise<void> {
    if (mediaFileIds.length === 0) return;
    try {
      await this.commands.execute(
        new MediaCommandMessage({ type: 'DeleteMediaItems', mediaItemIds: [...mediaFileIds] }, context),
      );
    } catch (error) {
      this.logger.warn(
        `Files left in their library: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** Decides on one stream of a unit of work and queues its events. */
  private decide(
    unit: UnitOfWork,
    profileId: number,
    state: AbbyProfileState,
    command: AbbyProfileCommand,
  ): AbbyProfileEvent[] {
    const events = decideAbbyProfile(command, state);
    unit.append(abbyProfileStream(profileId), events);
    return events;
  }

  /** The owner whose Abby's content these events change, if any. */
  private changedOwners(events: AbbyProfileEvent[], before: AbbyProfileState): AbbyProfileOwner[] {
    return changesAbbyContent(events, events.reduce(evolveAbbyProfile, before)) ? [before.owner] : [];
  }

  /**
   * Tells the Abbies whose content changed (a kiosk's, or a resident's kiosk), through the device
   * gateway, as a Genie is told (decision 0055): a job, tried again while the gateway does not
   * answer, whose id is the change's. Without a gateway nothing is told.
   */
  private async tell(owners: readonly AbbyProfileOwner[], context: CommandContext): Promise<void> {
    if (owners.length === 0 || !this.devices.enabled) return;
    const kioskIds = new Set<number>();
    for (const owner of owners) {
      const kiosk = await this.profiles.kioskOf(owner);
      if (kiosk) kioskIds.add(kiosk.kioskId);
    }
    if (kioskIds.size === 0) return;
    const ids = [...kioskIds].sort((a, b) => a - b);
    await this.jobs.add(
      'abbyProfiles.contentChanged',
      { kioskIds: ids },
      `abby-content-${ids.join('-')}-${context.correlationId}`,
    );
  }
}
