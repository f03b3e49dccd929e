import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  BaseRole,
  DomainError,
  contactFieldErrors,
  normalizeContact,
  type ContactUserPayload,
} from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import { Mailer } from '../mail/mailer.js';
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

/**
 * Connects a resident's or kiosk's contact: an existing user found by email gets the link; a
 * new one is registered without a password and invited by email (spec 02 §4).
 */
@Injectable()
export class ContactInviter {
  constructor(
    private readonly users: UsersReader,
    private readonly commands: CommandBus,
    private readonly mailer: Mailer,
  ) {}

  async connectOrInvite(
    contact: Required<ContactUserPayload>,
    link: ContactLink,
    role: BaseRole,
    languageId: number | null,
    aboutName: string,
    context: CommandContext,
  ): Promise<{ isEmailSent: boolean; userId: string }> {
    const existing = await this.users.findRowByEmail(contact.email);
    if (existing) {
      await this.commands.execute(
        new UserCommandMessage(
          existing.id,
          {
            type: 'ChangeAssignments',
            data: {
              role: existing.role as BaseRole,
              domainIds: existing.domainIds,
              facilityIds: existing.facilityIds,
              kioskIds: [...new Set([...existing.kioskIds, ...(link.kioskIds ?? [])])],
              residentIds: [...new Set([...existing.residentIds, ...(link.residentIds ?? [])])],
            },
          },
          context,
        ),
      );
      return { isEmailSent: false, userId: existing.id };
    }
    const userId = `ambient|${randomUUID()}`;
    await this.commands.execute(
      new UserCommandMessage(
        userId,
        {
          type: 'RegisterUser',
          data: {
            userId,
            email: contact.email,
            passwordHash: null,
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
    await this.mailer.sendInvitation({
      email: contact.email,
      name: contact.name,
      residentName: aboutName,
      languageId,
    });
    return { isEmailSent: true, userId };
  }
}
