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
import { AggregateStore, type Decider, type CommandContext } from '@ambient/event-sourcing';
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

@CommandHandler(SetResidentKeyTagCommand)
export class SetResidentKeyTagHandler implements ICommandHandler<SetResidentKeyTagCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly keyTags: KeyTagsReader,
  ) {}

  async execute({ residentId, keyTagId, context }: SetResidentKeyTagCommand): Promise<void> {
    const wanted = keyTagId !== null && keyTagId > 0 ? keyTagId : null;
    for (const current of await this.keyTags.keyTagIdsOfResident(residentId)) {
      if (current === wanted) continue;
      await this.aggregates.handle(
        keyTagStream(current),
        keyTagDecider,
        { type: 'ReleaseKeyTagResident', data: { residentId, reason: 'unassigned' } },
        context,
      );
    }
    if (wanted === null) return;
    const resident = await this.keyTags.residentFacts(residentId, wanted);
    await this.aggregates.handle(
      keyTagStream(wanted),
      keyTagDecider,
      { type: 'AssignKeyTagResident', data: { residentId }, facts: { resident } },
      context,
    );
  }
}
