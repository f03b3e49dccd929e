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
import { Credentials } from './credentials.js';
import { PasswordHasher } from './password-hasher.js';
import { userDecider } from './user.decider.js';

type UserResult = HandleResult<UserEvent, UserState>;

/** Any user command other than a password change, for one user (a registration without a password). */
export class UserCommandMessage extends Command<UserResult> {
  constructor(
    readonly userId: string,
    readonly command: Exclude<UserCommand, { type: 'ChangePassword' }>,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** A registration with a password already hashed (the seed's accounts): the hash goes to `credentials`. */
export class RegisterUserCommand extends Command<UserResult> {
  constructor(
    readonly data: Extract<UserCommand, { type: 'RegisterUser' }>['data'],
    readonly passwordHash: string,
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

/**
 * One user command whose events carry a credential change: the hash is written to `credentials`
 * in the transaction of the append, never into the event.
 */
function withCredential(
  aggregates: AggregateStore,
  credentials: Credentials,
  userId: string,
  command: UserCommand,
  passwordHash: string,
  context: CommandContext,
): Promise<UserResult> {
  return aggregates.transact(context, command.type, async (unit) => {
    const state = await unit.load(userStream(userId), userDecider);
    const events = userDecider.decide(command, state);
    unit.append(userStream(userId), events);
    unit.alongside(credentials.set(userId, passwordHash, context.now));
    return { events, state: events.reduce(userDecider.evolve, state) };
  });
}

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly credentials: Credentials,
  ) {}

  execute({ data, passwordHash, context }: RegisterUserCommand): Promise<UserResult> {
    return withCredential(
      this.aggregates,
      this.credentials,
      data.userId,
      { type: 'RegisterUser', data },
      passwordHash,
      context,
    );
  }
}

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly hasher: PasswordHasher,
    private readonly credentials: Credentials,
  ) {}

  async execute({ userId, password, context }: ChangePasswordCommand): Promise<UserResult> {
    // Validate before hashing so a refused password costs no hashing; the decider checks again.
    const invalid = validatePassword(password);
    if (invalid) throw new DomainError(invalid.key, invalid.params);
    const passwordHash = await this.hasher.hash(password);
    return withCredential(
      this.aggregates,
      this.credentials,
      userId,
      { type: 'ChangePassword', data: { password } },
      passwordHash,
      context,
    );
  }
}

export const USER_COMMAND_HANDLERS = [UserCommandHandler, RegisterUserHandler, ChangePasswordHandler];
