import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  initialKioskState,
  keyTagStream,
  kioskStream,
  type KioskEditor,
  type KioskInput,
} from '@ambient/core';
import { AggregateStore, DataKey, type CommandContext } from '@ambient/event-sourcing';
import { IdAllocator } from '../database/id-allocator.js';
import { keyTagDecider, KeyTagsReader } from '../key-tags/index.js';
import { kioskDecider } from './kiosk.decider.js';
import { KiosksReader } from './kiosks.reader.js';
import { withSealedTeamviewerPassword } from './teamviewer-password.js';

export class RegisterKioskCommand extends Command<number> {
  constructor(
    readonly input: KioskInput,
    readonly editor: KioskEditor,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class UpdateKioskCommand extends Command<void> {
  constructor(
    readonly kioskId: number,
    readonly input: KioskInput,
    readonly editor: KioskEditor,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class DeleteKioskCommand extends Command<void> {
  constructor(
    readonly kioskId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Everything the registry may be asked to confirm about a kiosk form, read before deciding. */
async function factsFor(kiosks: KiosksReader, input: KioskInput, kioskId: number | null) {
  const levels = await kiosks.levelsFor(input.typeId ?? 1, input.phidgetVersion);
  return {
    facilityExists: await kiosks.facilityExists(input.facilityId),
    facilityDomainId: await kiosks.facilityDomainId(input.facilityId),
    serialTaken: await kiosks.serialTaken(String(input.serialNumber ?? ''), kioskId),
    updateLevels: levels.updateLevels,
    activityLevels: levels.activityLevels,
  };
}

@CommandHandler(RegisterKioskCommand)
export class RegisterKioskHandler implements ICommandHandler<RegisterKioskCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly kiosks: KiosksReader,
    private readonly dataKey: DataKey,
  ) {}

  async execute({ input, editor, context }: RegisterKioskCommand): Promise<number> {
    const facts = await factsFor(this.kiosks, input, null);
    const kioskId = await this.ids.next('kiosk');
    const sealed = withSealedTeamviewerPassword(input, editor, initialKioskState, this.dataKey);
    await this.aggregates.handle(
      kioskStream(kioskId),
      kioskDecider,
      { type: 'RegisterKiosk', data: { kioskId, ...sealed }, editor, facts },
      context,
    );
    return kioskId;
  }
}

@CommandHandler(UpdateKioskCommand)
export class UpdateKioskHandler implements ICommandHandler<UpdateKioskCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly kiosks: KiosksReader,
    private readonly dataKey: DataKey,
  ) {}

  async execute({ kioskId, input, editor, context }: UpdateKioskCommand): Promise<void> {
    // A base-only save keeps the kiosk's type, facility and serial number: check against those.
    const current = editor.baseOnly ? await this.kiosks.get(kioskId, false) : null;
    const effective = current
      ? {
          ...input,
          typeId: current.typeId,
          phidgetVersion: current.phidgetVersion,
          facilityId: current.facilityId,
          serialNumber: current.serialNumber,
        }
      : input;
    const facts = await factsFor(this.kiosks, effective, kioskId);
    await this.aggregates.transact(context, 'UpdateKiosk', async (unit) => {
      const state = await unit.load(kioskStream(kioskId), kioskDecider);
      const data = withSealedTeamviewerPassword(effective, editor, state, this.dataKey);
      unit.append(
        kioskStream(kioskId),
        kioskDecider.decide({ type: 'UpdateKiosk', data, editor, facts }, state),
      );
    });
  }
}

/** Refused while the kiosk hosts residents, then while kiosk managers are assigned. */
@CommandHandler(DeleteKioskCommand)
export class DeleteKioskHandler implements ICommandHandler<DeleteKioskCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly kiosks: KiosksReader,
    private readonly keyTags: KeyTagsReader,
  ) {}

  async execute({ kioskId, context }: DeleteKioskCommand): Promise<void> {
    const facts = await this.kiosks.deleteFacts(kioskId);
    const keyTags = await this.keyTags.ofKiosk(kioskId);
    // Its key/tag mappings go with it (no resident is left to hold one), in the same transaction.
    await this.aggregates.transact(context, 'DeleteKiosk', async (unit) => {
      const kiosk = await unit.load(kioskStream(kioskId), kioskDecider);
      unit.append(kioskStream(kioskId), kioskDecider.decide({ type: 'DeleteKiosk', facts }, kiosk));
      for (const keyTag of keyTags) {
        const mapping = await unit.load(keyTagStream(keyTag.id), keyTagDecider);
        unit.append(
          keyTagStream(keyTag.id),
          keyTagDecider.decide(
            { type: 'DeleteKeyTag', facts: { residentName: keyTag.residentName ?? null } },
            mapping,
          ),
        );
      }
    });
  }
}

export const KIOSK_COMMAND_HANDLERS = [RegisterKioskHandler, UpdateKioskHandler, DeleteKioskHandler];
