import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  BaseRole,
  KioskType,
  residentName,
  keyTagStream,
  residentStream,
  userStream,
  type ContactUserPayload,
  type ResidentInput,
} from '@ambient/core';
import { AggregateStore, type CommandContext } from '@ambient/event-sourcing';
import { KeyTagCommandMessage, keyTagDecider, KeyTagsReader } from '../key-tags/index.js';
import { IdAllocator } from '../database/id-allocator.js';
import { ContactInviter, validateContact } from '../users/index.js';
import { userDecider, UsersReader } from '../users/index.js';
import { residentDecider } from './resident.decider.js';
import { ResidentsReader } from './residents.reader.js';

export class AdmitResidentCommand extends Command<{ residentId: number; isEmailSent: boolean }> {
  constructor(
    readonly input: ResidentInput,
    readonly contact: ContactUserPayload | null,
    readonly context: CommandContext,
    /** Seeded portraits come inline; pictures from the console arrive through ChangeResidentPicture. */
    readonly pictureBase64: string | null = null,
    /** The key tag chosen in the dialog (the key tags slice owns the assignment). */
    readonly keyTagId: number | null = null,
  ) {
    super();
  }
}

export class UpdateResidentCommand extends Command<void> {
  constructor(
    readonly residentId: number,
    readonly input: ResidentInput,
    readonly restricted: boolean,
    readonly context: CommandContext,
    /** The key tag chosen in the dialog: a mapping id, null for None, undefined when not sent. */
    readonly keyTagId?: number | null,
  ) {
    super();
  }
}

export class ChangeResidentPictureCommand extends Command<void> {
  constructor(
    readonly residentId: number,
    readonly pictureUri: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class DeleteResidentCommand extends Command<void> {
  constructor(
    readonly residentId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(AdmitResidentCommand)
export class AdmitResidentHandler implements ICommandHandler<AdmitResidentCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly residents: ResidentsReader,
    private readonly contacts: ContactInviter,
    private readonly commands: CommandBus,
  ) {}

  async execute({
    input,
    contact,
    context,
    pictureBase64,
    keyTagId,
  }: AdmitResidentCommand): Promise<{ residentId: number; isEmailSent: boolean }> {
    const checkedContact = contact ? validateContact(contact) : null;
    const facts = { kioskTypeId: await this.residents.kioskType(input.kioskId) };
    const residentId = await this.ids.next('resident');
    const { state } = await this.aggregates.handle(
      residentStream(residentId),
      residentDecider,
      { type: 'AdmitResident', data: { residentId, ...input }, facts },
      context,
    );
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
    if (keyTagId !== null && state.status === 'active') {
      await this.commands.execute(
        new KeyTagCommandMessage({ type: 'SetResidentKeyTag', residentId, keyTagId }, context),
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
}

@CommandHandler(UpdateResidentCommand)
export class UpdateResidentHandler implements ICommandHandler<UpdateResidentCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly residents: ResidentsReader,
    private readonly commands: CommandBus,
  ) {}

  async execute({ residentId, input, restricted, context, keyTagId }: UpdateResidentCommand): Promise<void> {
    const current = await this.residents.get(residentId);
    const kioskId = restricted && current ? current.kioskId : input.kioskId;
    const facts = { kioskTypeId: await this.residents.kioskType(kioskId) };
    const { state } = await this.aggregates.handle(
      residentStream(residentId),
      residentDecider,
      { type: 'UpdateResident', data: input, facts, restricted },
      context,
    );
    if (state.status !== 'active' || restricted) return;
    // A key belongs to one kiosk: a resident who moves keeps only a key chosen on the new kiosk.
    const moved = current !== null && current.kioskId !== state.kioskId;
    const wanted = moved
      ? keyTagId !== undefined && keyTagId !== current?.kioskKeyTagId
        ? keyTagId
        : null
      : keyTagId;
    if (wanted !== undefined && (moved || wanted !== current?.kioskKeyTagId)) {
      await this.commands.execute(
        new KeyTagCommandMessage({ type: 'SetResidentKeyTag', residentId, keyTagId: wanted }, context),
      );
    }
  }
}

@CommandHandler(ChangeResidentPictureCommand)
export class ChangeResidentPictureHandler implements ICommandHandler<ChangeResidentPictureCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ residentId, pictureUri, context }: ChangeResidentPictureCommand): Promise<void> {
    await this.aggregates.handle(
      residentStream(residentId),
      residentDecider,
      { type: 'ChangeResidentPicture', data: { pictureUri } },
      context,
    );
  }
}

/**
 * Deletes a resident, freeing their key tag and unlinking the users who had them, in one
 * transaction. Each user's assignments are read from the user's own stream (the read model only
 * says whom to look at), so an assignment changed meanwhile is kept, or the unit retries.
 */
@CommandHandler(DeleteResidentCommand)
export class DeleteResidentHandler implements ICommandHandler<DeleteResidentCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly users: UsersReader,
    private readonly keyTags: KeyTagsReader,
  ) {}

  async execute({ residentId, context }: DeleteResidentCommand): Promise<void> {
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

export const RESIDENT_COMMAND_HANDLERS = [
  AdmitResidentHandler,
  UpdateResidentHandler,
  ChangeResidentPictureHandler,
  DeleteResidentHandler,
];
