/**
 * The user commands as they travel on the Nest CommandBus. Each handler is thin: it loads the
 * user's stream and lets the pure decider from libs/core judge the command.
 */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DomainError,
  userStream,
  validatePassword,
  type UserCommand,
  type UserEvent,
  type UserState,
} from '@ambient/core';
import { AggregateStore, type HandleResult, type CommandContext } from '@ambient/event-sourcing';
import { PasswordHasher } from './password-hasher.js';
import { userDecider } from './user.decider.js';

type UserResult = HandleResult<UserEvent, UserState>;

/** Any user command other than a password change, for one user. */
export class UserCommandMessage extends Command<UserResult> {
  constructor(
    readonly userId: string,
    readonly command: Exclude<UserCommand, { type: 'ChangePassword' }>,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** A password change carries the clear password only as far as the hasher. */
export class ChangePasswordCommand extends Command<UserResult> {
  constructor(
    readonly userId: string,
    readonly password: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UserCommandMessage)
export class UserCommandHandler implements ICommandHandler<UserCommandMessage> {
  constructor(private readonly aggregates: AggregateStore) {}

  execute({ userId, command, context }: UserCommandMessage): Promise<UserResult> {
    return this.aggregates.handle(userStream(userId), userDecider, command, context);
  }
}

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ userId, password, context }: ChangePasswordCommand): Promise<UserResult> {
    // Validate before hashing so a refused password costs no hashing; the decider checks again.
    const invalid = validatePassword(password);
    if (invalid) throw new DomainError(invalid.key, invalid.params);
    const passwordHash = await this.hasher.hash(password);
    return this.aggregates.handle(
      userStream(userId),
      userDecider,
      { type: 'ChangePassword', data: { password, passwordHash } },
      context,
    );
  }
}

export const USER_COMMAND_HANDLERS = [UserCommandHandler, ChangePasswordHandler];
