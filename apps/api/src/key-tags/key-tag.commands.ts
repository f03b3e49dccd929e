import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  decideKeyTag,
  evolveKeyTag,
  initialKeyTagState,
  keyTagStream,
  normalizeResidentId,
  normalizeTagId,
  validateKeyTag,
  type KeyTagCommand,
  type KeyTagEvent,
  type KeyTagInput,
  type KeyTagState,
} from '@ambient/core';
import { AggregateStore, type Decider, type CommandContext, type UnitOfWork } from '@ambient/event-sourcing';
import { IdAllocator } from '../database/id-allocator.js';
import { KeyTagsReader } from './key-tags.reader.js';

export const keyTagDecider: Decider<KeyTagCommand, KeyTagEvent, KeyTagState> = {
  initialState: initialKeyTagState,
  evolve: evolveKeyTag,
  decide: decideKeyTag,
};

/** Adds a mapping (unassigned; the console assigns its resident with its own command). Answers its id. */
export class CreateKeyTagCommand extends Command<number> {
  constructor(
    readonly input: KeyTagInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class UpdateKeyTagCommand extends Command<void> {
  constructor(
    readonly keyTagId: number,
    readonly input: KeyTagInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Assigns a resident to a mapping, or with null unassigns it. */
export class AssignKeyTagResidentCommand extends Command<void> {
  constructor(
    readonly keyTagId: number,
    readonly residentId: number | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class DeleteKeyTagCommand extends Command<void> {
  constructor(
    readonly keyTagId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Frees the key tag of a resident being deleted (spec 02 §4: "Deleting a resident frees their
 * key tag"). The resident delete handler sends it; nothing happens when they have none.
 */
export class UnassignResidentKeyTagCommand extends Command<void> {
  constructor(
    readonly residentId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Gives a resident the mapping `keyTagId`, or none with null (the resident dialog's key, -1 or
 * null for None): their other mapping is freed first, then this one is assigned to them.
 */
export class SetResidentKeyTagCommand extends Command<void> {
  constructor(
    readonly residentId: number,
    readonly keyTagId: number | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CreateKeyTagCommand)
export class CreateKeyTagHandler implements ICommandHandler<CreateKeyTagCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly keyTags: KeyTagsReader,
  ) {}

  async execute({ input, context }: CreateKeyTagCommand): Promise<number> {
    // The form's rules first, so a refused mapping uses up no id; the decider checks them again.
    validateKeyTag(input, normalizeResidentId(input.residentId) !== null);
    const facts = {
      kioskExists: await this.keyTags.kioskExists(input.kioskId),
      tagTaken: await this.keyTags.tagTaken(normalizeTagId(input.tagId), null),
    };
    const keyTagId = await this.ids.next('key_tag');
    await this.aggregates.handle(
      keyTagStream(keyTagId),
      keyTagDecider,
      { type: 'CreateKeyTag', data: { keyTagId, ...input }, facts },
      context,
    );
    return keyTagId;
  }
}

@CommandHandler(UpdateKeyTagCommand)
export class UpdateKeyTagHandler implements ICommandHandler<UpdateKeyTagCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly keyTags: KeyTagsReader,
  ) {}

  async execute({ keyTagId, input, context }: UpdateKeyTagCommand): Promise<void> {
    const facts = {
      kioskExists: await this.keyTags.kioskExists(input.kioskId),
      tagTaken: await this.keyTags.tagTaken(normalizeTagId(input.tagId), keyTagId),
    };
    await this.aggregates.handle(
      keyTagStream(keyTagId),
      keyTagDecider,
      { type: 'UpdateKeyTag', data: input, facts },
      context,
    );
  }
}

@CommandHandler(AssignKeyTagResidentCommand)
export class AssignKeyTagResidentHandler implements ICommandHandler<AssignKeyTagResidentCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly keyTags: KeyTagsReader,
  ) {}

  async execute({ keyTagId, residentId, context }: AssignKeyTagResidentCommand): Promise<void> {
    const normalized = normalizeResidentId(residentId);
    const resident = await this.keyTags.residentFacts(normalized, keyTagId);
    await this.aggregates.handle(
      keyTagStream(keyTagId),
      keyTagDecider,
      { type: 'AssignKeyTagResident', data: { residentId: normalized }, facts: { resident } },
      context,
    );
  }
}

@CommandHandler(DeleteKeyTagCommand)
export class DeleteKeyTagHandler implements ICommandHandler<DeleteKeyTagCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly keyTags: KeyTagsReader,
  ) {}

  async execute({ keyTagId, context }: DeleteKeyTagCommand): Promise<void> {
    const mapping = await this.keyTags.get(keyTagId);
    await this.aggregates.handle(
      keyTagStream(keyTagId),
      keyTagDecider,
      { type: 'DeleteKeyTag', facts: { residentName: mapping?.residentName ?? null } },
      context,
    );
  }
}

@CommandHandler(UnassignResidentKeyTagCommand)
export class UnassignResidentKeyTagHandler implements ICommandHandler<UnassignResidentKeyTagCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly keyTags: KeyTagsReader,
  ) {}

  async execute({ residentId, context }: UnassignResidentKeyTagCommand): Promise<void> {
    for (const keyTagId of await this.keyTags.keyTagIdsOfResident(residentId)) {
      await this.aggregates.handle(
        keyTagStream(keyTagId),
        keyTagDecider,
        { type: 'ReleaseKeyTagResident', data: { residentId, reason: 'residentDeleted' } },
        context,
      );
    }
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

@CommandHandler(SetResidentKeyTagCommand)
export class SetResidentKeyTagHandler implements ICommandHandler<SetResidentKeyTagCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly keyTags: KeyTagsReader,
  ) {}

  async execute({ residentId, keyTagId, context }: SetResidentKeyTagCommand): Promise<void> {
    const held = await this.keyTags.keyTagIdsOfResident(residentId);
    // Only where the resident lives is read: the unit releases the mappings they hold.
    const resident = await this.keyTags.residentFacts(residentId, keyTagId ?? 0);
    await this.aggregates.transact(context, 'SetResidentKeyTag', (unit) =>
      queueResidentKeyTag(unit, residentId, keyTagId, held, resident),
    );
  }
}
