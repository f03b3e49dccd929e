import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError, userStream } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Mailer } from '../mail/mailer.js';
import { UserCommandMessage } from './user.commands.js';
import type { UserRow } from './user.row.js';

/** Where an emailed password link leads in the console. */
export const SET_PASSWORD_PATH = '/setPassword';

/** How long each kind of link can be used (decision 0027). */
const LINK_HOURS = { invitation: 7 * 24, reset: 24 } as const;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Invitations and change-password links (spec 02 §4, spec 01 §2.4): a random 256-bit token,
 * prefixed by the account's id so the link finds its stream; only its SHA-256 is recorded
 * (`UserPasswordLinkSent`). Following it sets the password once, before it expires, and marks
 * the email verified.
 */
@Injectable()
export class PasswordLinks {
  constructor(
    private readonly commands: CommandBus,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Records a new link for the user and emails it; answers when the mail has left. */
  async send(
    user: Pick<UserRow, 'id' | 'email' | 'name' | 'languageId'>,
    purpose: 'invitation' | 'reset',
    context: CommandContext,
    about: { name: string; people: readonly string[] } | null = null,
  ): Promise<void> {
    const secret = randomBytes(32).toString('base64url');
    const token = `${Buffer.from(user.id).toString('base64url')}.${secret}`;
    const expiresAt = new Date(context.now.getTime() + LINK_HOURS[purpose] * 3600_000);
    await this.commands.execute(
      new UserCommandMessage(
        {
          type: 'SendPasswordLink',
          userId: user.id,
          data: {
            linkId: randomUUID(),
            tokenHash: hashOf(token),
            expiresAt: expiresAt.toISOString(),
            purpose,
          },
        },
        context,
      ),
    );
    await this.mailer.sendPasswordLink({
      email: user.email,
      name: user.name,
      languageId: user.languageId,
      purpose,
      aboutName: about?.name ?? null,
      // The token travels in the fragment: it reaches the console, not server logs.
      url: `${this.config.publicUrl}${SET_PASSWORD_PATH}#${token}`,
      expiresAt,
      people: [userStream(user.id), ...(about?.people ?? [])],
    });
  }

  /** Sets the password with an emailed token; refused alike when unknown, used or expired. */
  async use(token: string, password: string, context: CommandContext): Promise<void> {
    const [encodedId] = token.split('.');
    const userId = encodedId ? Buffer.from(encodedId, 'base64url').toString('utf8') : '';
    if (!/^[\w|.:@+-]{1,128}$/.test(userId)) throw new DomainError('user.passwordLinkInvalid', {}, 404);
    try {
      await this.commands.execute(
        new UserCommandMessage(
          {
            type: 'SetPasswordByLink',
            userId,
            data: { tokenHash: hashOf(token), now: context.now.toISOString(), password },
          },
          { ...context, userId },
        ),
      );
    } catch (error) {
      // A link to an account that does not exist reads as any other invalid link.
      if (error instanceof DomainError && error.key === 'user.notFound')
        throw new DomainError('user.passwordLinkInvalid', {}, 404);
      throw error;
    }
  }
}
