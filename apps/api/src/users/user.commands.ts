/**
 * The users slice's commands as they travel on the Nest CommandBus: one message, one handler
 * (decision 0025). The message carries the core's commands for one user, which need no facts; the
 * handler loads the user's stream and lets the pure decider from libs/core judge the command.
 */
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DomainError,
  userDecider,
  userStream,
  validatePassword,
  type UserCommand,
  type UserEvent,
  type UserState,
} from '@ambient/core';
import { AggregateStore, type HandleResult, type CommandContext } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';
import { Credentials } from './credentials.js';
import { PasswordHasher } from './password-hasher.js';

type UserResult = HandleResult<UserEvent, UserState>;
type RegisterUser = Extract<UserCommand, { type: 'RegisterUser' }>;
type CreateUser = Extract<UserCommand, { type: 'CreateUser' }>;

/** What may be asked of the users slice: the core's commands for the user `userId`. */
export type UserSliceCommand =
  | (Exclude<UserCommand, { type: 'RegisterUser' | 'ChangePassword' | 'CreateUser' }> & { userId: string })
  /** The user dialog's new account; `password`: an admin's initial password, hashed here. */
  | (CreateUser & { password?: string | null })
  /**
   * The user is `data.userId`. `passwordHash`: a password already hashed (the seed's accounts),
   * written to `credentials` in the transaction of the append; none for a registration without one.
   */
  | (RegisterUser & { passwordHash?: string | null })
  /** A password change carries the clear password only as far as the hasher. */
  | { type: 'ChangePassword'; userId: string; password: string };

/** Every user command answers the events it appended and the user's state after them. */
type UserResults = Record<UserSliceCommand['type'], UserResult>;

export class UserCommandMessage<C extends UserSliceCommand = UserSliceCommand> extends CommandMessage<
  C,
  UserResults
> {}

@CommandHandler(UserCommandMessage)
export class UserCommandHandler implements ICommandHandler<UserCommandMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly hasher: PasswordHasher,
    private readonly credentials: Credentials,
  ) {}

  execute({ command, context }: UserCommandMessage): Promise<UserResult> {
    switch (command.type) {
      case 'RegisterUser':
        return this.register(command, context);
      case 'ChangePassword':
        return this.changePassword(command.userId, command.password, context);
      case 'CreateUser': {
        const { password, ...create } = command;
        if (password === undefined || password === null || password === '')
          return this.aggregates.handle(userStream(create.userId), userDecider, create, context);
        return this.withPassword(create.userId, create, password, context);
      }
      case 'SetPasswordByLink':
        return this.withPassword(command.userId, command, command.data.password, context);
      case 'DeleteUser':
        // The password goes with the account, in the append's transaction.
        return this.aggregates.transact(context, command.type, async (unit) => {
          const state = await unit.load(userStream(command.userId), userDecider);
          const events = userDecider.decide(command, state);
          unit.append(userStream(command.userId), events);
          unit.alongside(this.credentials.remove(command.userId));
          return { events, state: events.reduce(userDecider.evolve, state) };
        });
      default:
        return this.aggregates.handle(userStream(command.userId), userDecider, command, context);
    }
  }

  private register(
    { data, passwordHash }: RegisterUser & { passwordHash?: string | null },
    context: CommandContext,
  ): Promise<UserResult> {
    const command: UserCommand = { type: 'RegisterUser', data };
    if (passwordHash === undefined || passwordHash === null)
      return this.aggregates.handle(userStream(data.userId), userDecider, command, context);
    return this.withCredential(data.userId, command, passwordHash, context);
  }

  private changePassword(userId: string, password: string, context: CommandContext): Promise<UserResult> {
    return this.withPassword(userId, { type: 'ChangePassword', data: { password } }, password, context);
  }

  /** A command that sets a password: checked before hashing (a refused one costs no hashing). */
  private async withPassword(
    userId: string,
    command: UserCommand,
    password: string,
    context: CommandContext,
  ): Promise<UserResult> {
    const invalid = validatePassword(password);
    if (invalid) throw new DomainError(invalid.key, invalid.params);
    return this.withCredential(userId, command, await this.hasher.hash(password), context);
  }

  /**
   * One user command whose events carry a credential change: the hash is written to `credentials`
   * in the transaction of the append, never into the event.
   */
  private withCredential(
    userId: string,
    command: UserCommand,
    passwordHash: string,
    context: CommandContext,
  ): Promise<UserResult> {
    return this.aggregates.transact(context, command.type, async (unit) => {
      const state = await unit.load(userStream(userId), userDecider);
      const events = userDecider.decide(command, state);
      unit.append(userStream(userId), events);
      unit.alongside(this.credentials.set(userId, passwordHash, context.now));
      return { events, state: events.reduce(userDecider.evolve, state) };
    });
  }
}
