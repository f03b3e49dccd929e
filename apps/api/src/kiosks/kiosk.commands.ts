/**
 * The kiosks slice's commands as they travel on the Nest CommandBus: one message, one handler
 * (decision 0025). The handler gathers from the read models the facts each command needs, then the
 * pure decider from libs/core judges it on the kiosk's stream.
 */
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  initialKioskState,
  keyTagDecider,
  keyTagStream,
  kioskDecider,
  kioskStream,
  type KioskEditor,
  type KioskInput,
} from '@ambient/core';
import { AggregateStore, DataKey, type CommandContext } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';
import { IdAllocator } from '../database/id-allocator.js';
import { AmbientInvitationsReader } from '../invitations/index.js';
import { KeyTagsReader } from '../key-tags/index.js';
import { KiosksReader } from './kiosks.reader.js';
import { withSealedTeamviewerPassword } from './teamviewer-password.js';

/** What may be asked of the kiosks slice. `editor` says which fields the sender may set. */
export type KioskSliceCommand =
  /** Answers the new kiosk's id. */
  | { type: 'RegisterKiosk'; input: KioskInput; editor: KioskEditor }
  | { type: 'UpdateKiosk'; kioskId: number; input: KioskInput; editor: KioskEditor }
  /** Refused while the kiosk hosts residents, then while kiosk managers are assigned. */
  | { type: 'DeleteKiosk'; kioskId: number };

interface KioskResults {
  RegisterKiosk: number;
  UpdateKiosk: void;
  DeleteKiosk: void;
}

export class KioskCommandMessage<C extends KioskSliceCommand = KioskSliceCommand> extends CommandMessage<
  C,
  KioskResults
> {}

@CommandHandler(KioskCommandMessage)
export class KioskCommandHandler implements ICommandHandler<KioskCommandMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly kiosks: KiosksReader,
    private readonly keyTags: KeyTagsReader,
    private readonly dataKey: DataKey,
    private readonly invitations: AmbientInvitationsReader,
  ) {}

  execute({ command, context }: KioskCommandMessage): Promise<number | void> {
    switch (command.type) {
      case 'RegisterKiosk':
        return this.register(command.input, command.editor, context);
      case 'UpdateKiosk':
        return this.update(command.kioskId, command.input, command.editor, context);
      case 'DeleteKiosk':
        return this.remove(command.kioskId, context);
    }
  }

  private async register(input: KioskInput, editor: KioskEditor, context: CommandContext): Promise<number> {
    const facts = await this.factsFor(input, null);
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

  private async update(
    kioskId: number,
    input: KioskInput,
    editor: KioskEditor,
    context: CommandContext,
  ): Promise<void> {
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
    const facts = await this.factsFor(effective, kioskId);
    await this.aggregates.transact(context, 'UpdateKiosk', async (unit) => {
      const state = await unit.load(kioskStream(kioskId), kioskDecider);
      const data = withSealedTeamviewerPassword(effective, editor, state, this.dataKey);
      unit.append(
        kioskStream(kioskId),
        kioskDecider.decide({ type: 'UpdateKiosk', data, editor, facts }, state),
      );
    });
  }

  private async remove(kioskId: number, context: CommandContext): Promise<void> {
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

  /** Everything the registry may be asked to confirm about a kiosk form, read before deciding. */
  private async factsFor(input: KioskInput, kioskId: number | null) {
    const levels = await this.kiosks.levelsFor(input.typeId ?? 1, input.phidgetVersion);
    return {
      facilityExists: await this.kiosks.facilityExists(input.facilityId),
      facilityDomainId: await this.kiosks.facilityDomainId(input.facilityId),
      serialTaken: await this.kiosks.serialTaken(String(input.serialNumber ?? ''), kioskId),
      updateLevels: levels.updateLevels,
      activityLevels: levels.activityLevels,
      ...(await this.invitations.choices()),
    };
  }
}
