import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  BaseRole,
  DomainError,
  contactFieldErrors,
  normalizeContact,
  residentStream,
  userStream,
  type ContactUserPayload,
} from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Mailer } from '../mail/mailer.js';
import { PasswordLinks } from './password-links.js';
import { UserCommandMessage } from './user.commands.js';
import { UsersReader } from './users.reader.js';

/** A contact's email, name (a person's name, at most 50) and display name (at most 20). */
export function validateContact(contact: ContactUserPayload): Required<ContactUserPayload> {
  const [first] = contactFieldErrors(contact ?? { email: '', name: '' });
  if (first) throw new DomainError(first.key, first.params);
  return normalizeContact(contact);
}

export interface ContactLink {
  residentIds?: number[];
  kioskIds?: number[];
}

/** The people a mail to this user about this link is to or about, for their erasure (decision 0024). */
const peopleOf = (userId: string, link: ContactLink): string[] => [
  userStream(userId),
  ...(link.residentIds ?? []).map(residentStream),
];

/** How long an emailed link offer can be accepted. */
const LINK_OFFER_DAYS = 14;

/** The hash under which an emailed token is kept (the token itself is never stored). */
export const linkTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Connects a resident's or kiosk's contact by email (spec 02 §4). A new person is registered
 * without a password and invited. An existing account changes only when its owner accepts the
 * link emailed to them (decision 0022); an admin account is never linked this way (its owner
 * is told someone tried). Whichever it is, the caller gets the same answer, with no id: one
 * email was sent, and nothing tells whether that email has an account.
 */
@Injectable()
export class ContactInviter {
  constructor(
    private readonly users: UsersReader,
    private readonly commands: CommandBus,
    private readonly mailer: Mailer,
    private readonly passwordLinks: PasswordLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async connectOrInvite(
    contact: Required<ContactUserPayload>,
    link: ContactLink,
    role: BaseRole,
    languageId: number | null,
    aboutName: string,
    context: CommandContext,
  ): Promise<{ isEmailSent: true }> {
    const existing = await this.users.findRowByEmail(contact.email);
    if (existing?.role === BaseRole.Admin) {
      await this.mailer.sendLinkRefusedNotice({
        email: existing.email,
        name: existing.name,
        aboutName,
        languageId: existing.languageId,
        people: peopleOf(existing.id, link),
      });
    } else if (existing) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(context.now.getTime() + LINK_OFFER_DAYS * 24 * 3600 * 1000);
      await this.commands.execute(
        new UserCommandMessage(
          {
            type: 'OfferLink',
            userId: existing.id,
            data: {
              offerId: randomUUID(),
              tokenHash: linkTokenHash(token),
              kioskIds: link.kioskIds ?? [],
              residentIds: link.residentIds ?? [],
              expiresAt: expiresAt.toISOString(),
            },
          },
          context,
        ),
      );
      await this.mailer.sendLinkRequest({
        email: existing.email,
        name: existing.name,
        aboutName,
        languageId: existing.languageId,
        // The token travels in the fragment: it reaches the console, not server logs.
        url: `${this.config.publicUrl}/acceptLink#${token}`,
        expiresAt,
        people: peopleOf(existing.id, link),
      });
    } else {
      await this.register(contact, link, role, languageId, aboutName, context);
    }
    return { isEmailSent: true };
  }

  private async register(
    contact: Required<ContactUserPayload>,
    link: ContactLink,
    role: BaseRole,
    languageId: number | null,
    aboutName: string,
    context: CommandContext,
  ): Promise<void> {
    const userId = `ambient|${randomUUID()}`;
    await this.commands.execute(
      new UserCommandMessage(
        {
          type: 'RegisterUser',
          data: {
            userId,
            email: contact.email,
            name: contact.name,
            nickname: contact.nickname,
            languageId: languageId === 2 ? 2 : null,
            picture: null,
            defaultResidentId: null,
            role,
            domainIds: [],
            facilityIds: [],
            kioskIds: link.kioskIds ?? [],
            residentIds: link.residentIds ?? [],
          },
        },
        context,
      ),
    );
    // The invitation's link lets the new person choose a password (decision 0027).
    await this.passwordLinks.send(
      { id: userId, email: contact.email, name: contact.name, languageId: languageId === 2 ? 2 : null },
      'invitation',
      context,
      { name: aboutName, people: peopleOf(userId, link).slice(1) },
    );
  }
}
