/**
 * The key tags slice's commands as they travel on the Nest CommandBus: one message, one handler
 * (decision 0025). The handler gathers from the read models the facts each command needs, then the
 * pure decider from libs/core judges it on the mapping's stream.
 */
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  keyTagDecider,
  keyTagStream,
  normalizeResidentId,
  normalizeTagId,
  validateKeyTag,
  type KeyTagCommand,
  type KeyTagInput,
  type KeyTagUnassignReason,
} from '@ambient/core';
import { AggregateStore, type CommandContext, type UnitOfWork } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';
import { IdAllocator } from '../database/id-allocator.js';
import { KeyTagsReader } from './key-tags.reader.js';

/** What may be asked of the key tags slice. */
export type KeyTagSliceCommand =
  /** Adds a mapping (unassigned; the console assigns its resident with its own command). Answers its id. */
  | { type: 'CreateKeyTag'; input: KeyTagInput }
  | { type: 'UpdateKeyTag'; keyTagId: number; input: KeyTagInput }
  /** Assigns a resident to a mapping, or with null unassigns it. */
  | { type: 'AssignKeyTagResident'; keyTagId: number; residentId: number | null }
  | { type: 'DeleteKeyTag'; keyTagId: number }
  /**
   * Frees the key tag of a resident being deleted (spec 02 §4: "Deleting a resident frees their
   * key tag"); nothing happens when they have none.
   */
  | { type: 'UnassignResidentKeyTag'; residentId: number }
  /**
   * Gives a resident the mapping `keyTagId`, or none with null (the resident dialog's key, -1 or
   * null for None): their other mapping is freed first, then this one is assigned to them.
   */
  | { type: 'SetResidentKeyTag'; residentId: number; keyTagId: number | null }
  /**
   * The demo's key tags, through the slice's own commands: on each of the first kiosks, a mapping
   * assigned to its first resident, and on every other one a spare, unassigned key. Sent by the
   * Seeder at the end of the demo set, once kiosks and residents exist; answers how many it made.
   */
  | { type: 'SeedDemoKeyTags' };

interface KeyTagResults {
  CreateKeyTag: number;
  UpdateKeyTag: void;
  AssignKeyTagResident: void;
  DeleteKeyTag: void;
  UnassignResidentKeyTag: void;
  SetResidentKeyTag: void;
  SeedDemoKeyTags: number;
}

export class KeyTagCommandMessage<C extends KeyTagSliceCommand = KeyTagSliceCommand> extends CommandMessage<
  C,
  KeyTagResults
> {}

/** The slice's message freeing a deleted resident's key tag, by the name its tests send it under. */
export class UnassignResidentKeyTagCommand extends KeyTagCommandMessage<{
  type: 'UnassignResidentKeyTag';
  residentId: number;
}> {
  constructor(residentId: number, context: CommandContext) {
    super({ type: 'UnassignResidentKeyTag', residentId }, context);
  }
}

/** How many kiosks (the first by id) get demo key tags. */
const DEMO_KIOSKS = 9;

/** A 10-digit tag id, the way EM4100 key fobs print theirs. */
export const demoTagId = (kioskId: number, n: number): string => String(4_100_000_000 + kioskId * 10 + n);

@CommandHandler(KeyTagCommandMessage)
export class KeyTagCommandHandler implements ICommandHandler<KeyTagCommandMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly keyTags: KeyTagsReader,
  ) {}

  execute({ command, context }: KeyTagCommandMessage): Promise<number | void> {
    switch (command.type) {
      case 'CreateKeyTag':
        return this.create(command.input, context);
      case 'UpdateKeyTag':
        return this.update(command.keyTagId, command.input, context);
      case 'AssignKeyTagResident':
        return this.assign(command.keyTagId, command.residentId, context);
      case 'DeleteKeyTag':
        return this.remove(command.keyTagId, context);
      case 'UnassignResidentKeyTag':
        return this.release(command.residentId, 'residentDeleted', null, context);
      case 'SetResidentKeyTag':
        return this.setResidentKeyTag(command.residentId, command.keyTagId, context);
      case 'SeedDemoKeyTags':
        return this.seed(context);
    }
  }

  private async create(input: KeyTagInput, context: CommandContext): Promise<number> {
    // The form's rules first, so a refused mapping uses up no id; the decider checks them again.
    validateKeyTag(input, normalizeResidentId(input.residentId) !== null);
    const facts = {
      kioskExists: await this.keyTags.kioskExists(input.kioskId),
      tagTaken: await this.keyTags.tagTaken(normalizeTagId(input.tagId), null),
    };
    const keyTagId = await this.ids.next('key_tag');
    await this.decide(keyTagId, { type: 'CreateKeyTag', data: { keyTagId, ...input }, facts }, context);
    return keyTagId;
  }

  private async update(keyTagId: number, input: KeyTagInput, context: CommandContext): Promise<void> {
    const facts = {
      kioskExists: await this.keyTags.kioskExists(input.kioskId),
      tagTaken: await this.keyTags.tagTaken(normalizeTagId(input.tagId), keyTagId),
    };
    await this.decide(keyTagId, { type: 'UpdateKeyTag', data: input, facts }, context);
  }

  private async assign(keyTagId: number, residentId: number | null, context: CommandContext): Promise<void> {
    const normalized = normalizeResidentId(residentId);
    const resident = await this.keyTags.residentFacts(normalized, keyTagId);
    await this.decide(
      keyTagId,
      { type: 'AssignKeyTagResident', data: { residentId: normalized }, facts: { resident } },
      context,
    );
  }

  private async remove(keyTagId: number, context: CommandContext): Promise<void> {
    const mapping = await this.keyTags.get(keyTagId);
    await this.decide(
      keyTagId,
      { type: 'DeleteKeyTag', facts: { residentName: mapping?.residentName ?? null } },
      context,
    );
  }

  /** Frees every mapping of the resident but `kept`. */
  private async release(
    residentId: number,
    reason: KeyTagUnassignReason,
    kept: number | null,
    context: CommandContext,
  ): Promise<void> {
    for (const keyTagId of await this.keyTags.keyTagIdsOfResident(residentId)) {
      if (keyTagId === kept) continue;
      await this.decide(keyTagId, { type: 'ReleaseKeyTagResident', data: { residentId, reason } }, context);
    }
  }

  /**
   * Gives a resident the mapping `keyTagId` (none for null or -1): the mappings they hold are
   * released and the wanted one assigned in one append, or, when the assignment is refused, none.
   */
  private async setResidentKeyTag(
    residentId: number,
    keyTagId: number | null,
    context: CommandContext,
  ): Promise<void> {
    const held = await this.keyTags.keyTagIdsOfResident(residentId);
    // Only where the resident lives is read: the unit releases the mappings they hold.
    const resident = await this.keyTags.residentFacts(residentId, keyTagId ?? 0);
    await this.aggregates.transact(context, 'SetResidentKeyTag', (unit) =>
      queueResidentKeyTag(unit, residentId, keyTagId, held, resident),
    );
  }

  private async seed(context: CommandContext): Promise<number> {
    let created = 0;
    const placements = await this.keyTags.firstResidentOfKiosks(DEMO_KIOSKS);
    for (const [index, { kioskId, residentId }] of placements.entries()) {
      const assigned = await this.create(
        { kioskId, tagId: demoTagId(kioskId, 1), keyNum: index + 1, residentId },
        context,
      );
      if (residentId !== null) await this.assign(assigned, residentId, context);
      created += 1;
      if (index % 2 === 0) {
        await this.create({ kioskId, tagId: demoTagId(kioskId, 2), keyNum: 0, residentId: null }, context);
        created += 1;
      }
    }
    return created;
  }

  private async decide(keyTagId: number, command: KeyTagCommand, context: CommandContext): Promise<void> {
    await this.aggregates.handle(keyTagStream(keyTagId), keyTagDecider, command, context);
  }
}

/**
 * Queues in `unit` what gives a resident the mapping `keyTagId` (none for null or -1): the
 * mappings they hold (`held`) are released and the wanted one assigned, so the release and the
 * assignment are appended together or, when the assignment is refused, not at all. `resident`
 * is where the resident lives once the unit's own events count (null: no such resident).
 */
export async function queueResidentKeyTag(
  unit: UnitOfWork,
  residentId: number,
  keyTagId: number | null,
  held: readonly number[],
  resident: { kioskId: number | null } | null,
): Promise<void> {
  const wanted = keyTagId !== null && keyTagId > 0 ? keyTagId : null;
  for (const current of held) {
    if (current === wanted) continue;
    const mapping = await unit.load(keyTagStream(current), keyTagDecider);
    unit.append(
      keyTagStream(current),
      keyTagDecider.decide(
        { type: 'ReleaseKeyTagResident', data: { residentId, reason: 'unassigned' } },
        mapping,
      ),
    );
  }
  if (wanted === null) return;
  const mapping = await unit.load(keyTagStream(wanted), keyTagDecider);
  // Every other mapping of the resident is released by this same unit.
  const facts = { resident: resident && { kioskId: resident.kioskId, otherKeyTagId: null } };
  unit.append(
    keyTagStream(wanted),
    keyTagDecider.decide({ type: 'AssignKeyTagResident', data: { residentId }, facts }, mapping),
  );
}
