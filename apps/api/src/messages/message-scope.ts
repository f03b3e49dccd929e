import { Injectable } from '@nestjs/common';
import {
  DomainError,
  mayReachMessage,
  type MessageAccess,
  type MessageMediaFact,
  type Profile,
} from '@ambient/core';
import { MediaLibraries } from '../media/index.js';
import { ResidentsReader } from '../residents/index.js';
import { MessagesReader, type MessagePlace } from './messages.reader.js';

/**
 * What a caller is to a message's resident (decision 0043): staff who see the resident, one of
 * their contacts (linked to them), or neither. A message or resident the caller may not reach
 * answers as a missing one (decision 0020); the decider judges the rest on the state the command
 * produces.
 */
@Injectable()
export class MessageScope {
  constructor(
    private readonly messages: MessagesReader,
    private readonly residents: ResidentsReader,
    private readonly libraries: MediaLibraries,
  ) {}

  /** The caller's access to a resident's messages. */
  async access(profile: Profile, residentId: number): Promise<MessageAccess> {
    const seesResident = (await this.residents.visibility(profile, residentId)) === 'visible';
    // Staff see the resident through their kiosk, not as one of their own residents (decision 0077).
    const isStaff =
      seesResident &&
      (profile.residentIds.length === 0 ||
        (await this.residents.visibility({ ...profile, residentIds: [] }, residentId)) === 'visible');
    return {
      userId: profile.id,
      seesResident,
      isContact: profile.residentIds.includes(residentId),
      isResidentKiosk: false,
      isStaff,
    };
  }

  /** The access to a resident the caller may write to or about; 404 otherwise. */
  async resident(profile: Profile, residentId: number): Promise<MessageAccess> {
    const access = await this.access(profile, residentId);
    if (!access.seesResident && !access.isContact) throw new DomainError('resident.notFound', {}, 404, 1);
    return access;
  }

  /**
   * A kiosk's access to a resident who lives on it (decision 0078): the resident's own kiosk,
   * which writes for them and opens what they see. Any other resident answers as a missing one.
   */
  async kioskResident(kioskId: number, residentId: number): Promise<MessageAccess> {
    if ((await this.messages.kioskOfResident(residentId)) !== kioskId)
      throw new DomainError('resident.notFound', {}, 404, 1);
    return KIOSK_ACCESS;
  }

  /**
   * A message of one of the kiosk's residents that the kiosk may show, and the kiosk's access to
   * it; 404 otherwise (another kiosk's, a missing one, or one its facility's staff hold back).
   */
  async kioskMessage(
    kioskId: number,
    messageId: number,
  ): Promise<{ place: MessagePlace; access: MessageAccess }> {
    const place = await this.messages.placeOf(messageId);
    if (!place || place.kioskId !== kioskId || !(await this.messages.isReleased(messageId)))
      throw messageNotFound();
    return { place, access: KIOSK_ACCESS };
  }

  /** The message and the caller's access to it, when the caller may reach it; 404 otherwise. */
  async message(
    profile: Profile,
    messageId: number,
  ): Promise<{ place: MessagePlace; access: MessageAccess }> {
    const place = await this.messages.placeOf(messageId);
    if (!place) throw messageNotFound();
    const access = await this.access(profile, place.residentId);
    if (!mayReachMessage(access, place)) throw messageNotFound();
    return { place, access };
  }

  /** What the caller may know of these media items: their library and kind, or nothing. */
  mediaFacts(profile: Profile, mediaItemIds: readonly number[]): Promise<MessageMediaFact[]> {
    return this.libraries.readableFacts(profile, mediaItemIds);
  }
}

/** What a resident's own kiosk is to their messages. */
const KIOSK_ACCESS: MessageAccess = {
  userId: null,
  seesResident: false,
  isContact: false,
  isResidentKiosk: true,
};

export const messageNotFound = (): DomainError => new DomainError('message.notFound', {}, 404, 1);
