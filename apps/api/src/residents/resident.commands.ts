/**
 * The residents slice's commands as they travel on the Nest CommandBus: one message, one handler
 * (decision 0025). The handler gathers from the read models the facts each command needs, then the
 * pure decider from libs/core judges it on the resident's stream, with the key tags and users the
 * change reaches in the same unit of work.
 */
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  BaseRole,
  keyTagDecider,
  KioskType,
  residentDecider,
  residentName,
  keyTagStream,
  residentStream,
  userDecider,
  userStream,
  type ContactUserPayload,
  type ResidentInput,
} from '@ambient/core';
import { AggregateStore, type CommandContext } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';
import { KeyTagsReader, queueResidentKeyTag } from '../key-tags/index.js';
import { IdAllocator } from '../database/id-allocator.js';
import { ContactInviter, validateContact } from '../users/index.js';
import { UsersReader } from '../users/index.js';
import { ResidentsReader } from './residents.reader.js';

/** What may be asked of the residents slice. */
export type ResidentSliceCommand =
  /**
   * Admits a resident and answers their id and whether their contact was emailed. `contact` is
   * connected or invited once the resident is recorded.
   */
  | {
      type: 'AdmitResident';
      input: ResidentInput;
      contact: ContactUserPayload | null;
      /** Seeded portraits come inline; pictures from the console arrive through ChangeResidentPicture. */
      pictureBase64?: string | null;
      /** The key tag chosen in the dialog (the key tags slice owns the assignment). */
      keyTagId?: number | null;
    }
  | {
      type: 'UpdateResident';
      residentId: number;
      input: ResidentInput;
      /** A family facilitator's save: they may not change the kiosk, beacon or tag. */
      restricted: boolean;
      /** The key tag chosen in the dialog: a mapping id, null for None, undefined when not sent. */
      keyTagId?: number | null;
    }
  | { type: 'ChangeResidentPicture'; residentId: number; pictureUri: string }
  /**
   * Deletes a resident, freeing their key tag and unlinking the users who had them, in one
   * transaction. Each user's assignments are read from the user's own stream (the read model only
   * says whom to look at), so an assignment changed meanwhile is kept, or the unit retries.
   */
  | { type: 'DeleteResident'; residentId: number };

interface ResidentResults {
  AdmitResident: { residentId: number; isEmailSent: boolean };
  UpdateResident: void;
  ChangeResidentPicture: void;
  DeleteResident: void;
}

export class ResidentCommandMessage<
  C extends ResidentSliceCommand = ResidentSliceCommand,
> extends CommandMessage<C, ResidentResults> {}

@CommandHandler(ResidentCommandMessage)
export class ResidentCommandHandler implements ICommandHandler<ResidentCommandMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly residents: ResidentsReader,
    private readonly contacts: ContactInviter,
    private readonly keyTags: KeyTagsReader,
    private readonly users: UsersReader,
  ) {}

  execute({ command, context }: ResidentCommandMessage): Promise<ResidentResults['AdmitResident'] | void> {
    switch (command.type) {
      case 'AdmitResident':
        return this.admit(command, context);
      case 'UpdateResident':
        return this.update(command, context);
      case 'ChangeResidentPicture':
        return this.changePicture(command.residentId, command.pictureUri, context);
      case 'DeleteResident':
        return this.remove(command.residentId, context);
    }
  }

  private async admit(
    {
      input,
      contact,
      pictureBase64 = null,
      keyTagId = null,
    }: Extract<ResidentSliceCommand, { type: 'AdmitResident' }>,
    context: CommandContext,
  ): Promise<ResidentResults['AdmitResident']> {
    const checkedContact = contact ? validateContact(contact) : null;
    const facts = { kioskTypeId: await this.residents.kioskType(input.kioskId) };
    const residentId = await this.ids.next('resident');
    // The resident and the key tag chosen for them are recorded together: a refused key, none of it.
    const state = await this.aggregates.transact(context, 'AdmitResident', async (unit) => {
      const absent = await unit.load(residentStream(residentId), residentDecider);
      const events = residentDecider.decide(
        { type: 'AdmitResident', data: { residentId, ...input }, facts },
        absent,
      );
      unit.append(residentStream(residentId), events);
      const admitted = events.reduce(residentDecider.evolve, absent);
      if (keyTagId !== null && admitted.status === 'active') {
        await queueResidentKeyTag(unit, residentId, keyTagId, [], admitted);
      }
      return admitted;
    });
    if (pictureBase64) {
      // Not on the command's form: the inline portrait goes into the same stream.
      await this.aggregates.handle(
        residentStream(residentId),
        residentDecider,
        { type: 'ChangeResidentPicture', data: { pictureUri: pictureBase64 } },
        context,
        'SeedResidentPicture',
      );
    }
    if (!checkedContact || state.status !== 'active') return { residentId, isEmailSent: false };
    // Spec 02 §6: on an Abby kiosk the contact is a family facilitator (Manager), on a Genie a virtual visitor (Guest).
    const role = state.kioskTypeId === KioskType.Abby ? BaseRole.Manager : BaseRole.Guest;
    const { isEmailSent } = await this.contacts.connectOrInvite(
      checkedContact,
      { residentIds: [residentId] },
      role,
      state.languageId,
      residentName(state),
      context,
    );
    return { residentId, isEmailSent };
  }

  private async update(
    { residentId, input, restricted, keyTagId }: Extract<ResidentSliceCommand, { type: 'UpdateResident' }>,
    context: CommandContext,
  ): Promise<void> {
    const current = await this.residents.get(residentId);
    const kioskId = restricted && current ? current.kioskId : input.kioskId;
    const facts = { kioskTypeId: await this.residents.kioskType(kioskId) };
    const held = await this.keyTags.keyTagIdsOfResident(residentId);
    // The resident's fields and their key tag change together: a refused key, none of it.
    await this.aggregates.transact(context, 'UpdateResident', async (unit) => {
      const before = await unit.load(residentStream(residentId), residentDecider);
      const events = residentDecider.decide(
        { type: 'UpdateResident', data: input, facts, restricted },
        before,
      );
      unit.append(residentStream(residentId), events);
      const state = events.reduce(residentDecider.evolve, before);
      if (state.status !== 'active' || restricted) return;
      // A key belongs to one kiosk: a resident who moves keeps only a key chosen on the new kiosk.
      const moved = current !== null && current.kioskId !== state.kioskId;
      const wanted = moved
        ? keyTagId !== undefined && keyTagId !== current?.kioskKeyTagId
          ? keyTagId
          : null
        : keyTagId;
      if (wanted !== undefined && (moved || wanted !== current?.kioskKeyTagId)) {
        await queueResidentKeyTag(unit, residentId, wanted, held, state);
      }
    });
  }

  private async changePicture(
    residentId: number,
    pictureUri: string,
    context: CommandContext,
  ): Promise<void> {
    await this.aggregates.handle(
      residentStream(residentId),
      residentDecider,
      { type: 'ChangeResidentPicture', data: { pictureUri } },
      context,
    );
  }

  private async remove(residentId: number, context: CommandContext): Promise<void> {
    const keyTagIds = await this.keyTags.keyTagIdsOfResident(residentId);
    const userIds = (await this.users.withResident(residentId)).map((user) => user.id);
    await this.aggregates.transact(context, 'DeleteResident', async (unit) => {
      for (const keyTagId of keyTagIds) {
        const mapping = await unit.load(keyTagStream(keyTagId), keyTagDecider);
        unit.append(
          keyTagStream(keyTagId),
          keyTagDecider.decide(
            { type: 'ReleaseKeyTagResident', data: { residentId, reason: 'residentDeleted' } },
            mapping,
          ),
        );
      }
      const resident = await unit.load(residentStream(residentId), residentDecider);
      unit.append(residentStream(residentId), residentDecider.decide({ type: 'DeleteResident' }, resident));
      for (const userId of userIds) {
        const user = await unit.load(userStream(userId), userDecider);
        if (user.status === 'absent' || !user.residentIds.includes(residentId)) continue;
        unit.append(
          userStream(userId),
          userDecider.decide(
            {
              type: 'ChangeAssignments',
              data: {
                role: user.role,
                domainIds: user.domainIds,
                facilityIds: user.facilityIds,
                kioskIds: user.kioskIds,
                residentIds: user.residentIds.filter((id) => id !== residentId),
              },
            },
            user,
          ),
        );
      }
    });
  }
}
