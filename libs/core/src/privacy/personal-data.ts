/**
 * Which fields of which events are personal data, whose they are, and what each reads as once
 * its person is erased (decision 0024). The event-sourcing engine seals these fields with the
 * person's own key when it appends and opens them when it reads; destroying the key erases the
 * person from every event read afterwards, while the log stays as it was written.
 */
import { kioskStream, residentStream } from '../hierarchy/hierarchy.js';
import { userStream } from '../users/user.js';
import { containerOwner } from '../media/containers.js';
import { mediaItemStream } from '../media/media-item.js';

/** What a person's name reads as once they are erased; the console may show it as it is. */
export const ERASED_NAME = '[erased]';

/** What an erased user's email reads as: unique per user (the read model's email is), never deliverable. */
export const erasedEmail = (userId: string): string => `erased.${userId}@erased.invalid`.toLowerCase();

/** Is this name the one an erased person reads as? */
export const isErasedName = (name: string): boolean => name === ERASED_NAME;

/** Personal fields of a user's profile, as they read once the user is erased. */
export const erasedUserProfile = (userId: string) => ({
  email: erasedEmail(userId),
  name: ERASED_NAME,
  nickname: '',
  picture: null,
});

/** Personal fields of a resident, as they read once the resident is erased. */
export const ERASED_RESIDENT = {
  firstName: ERASED_NAME,
  lastName: '',
  pictureBase64: null,
  pictureUri: '',
} as const;

/** The personal fields of one event type: whose they are, and what each reads as once erased. */
export interface PersonalFieldsOf {
  /** The person the fields are about: their stream id (`user-…`, `resident-…`). */
  subject(data: Record<string, unknown>): string;
  /** Each personal field, and its value once its person is erased (given the subject). */
  fields: Readonly<Record<string, (subject: string) => unknown>>;
}

const userIdOf = (data: Record<string, unknown>): string => String(data.userId);
const user = (data: Record<string, unknown>): string => userStream(userIdOf(data));
const resident = (data: Record<string, unknown>): string => residentStream(Number(data.residentId));
const subjectUserId = (subject: string): string => subject.slice('user-'.length);

const userProfile = {
  name: () => ERASED_NAME,
  nickname: () => '',
  picture: () => null,
};
/**
 * A media item's texts are its library owner's (a resident's or a kiosk's), so erasing the owner
 * erases them; a shared library's item is its own subject.
 */
const mediaOwner = (data: Record<string, unknown>): string => {
  const owner = containerOwner(String(data.container ?? ''));
  if (owner?.kind === 'resident') return residentStream(owner.id);
  if (owner?.kind === 'kiosk') return kioskStream(owner.id);
  return mediaItemStream(Number(data.mediaItemId));
};
const mediaTexts = {
  title: () => ERASED_NAME,
  description: () => '',
};

const residentNames = {
  firstName: () => ERASED_RESIDENT.firstName,
  lastName: () => ERASED_RESIDENT.lastName,
};

/**
 * Every event type that carries personal data, with the fields of all its versions (a version 1
 * ResidentAdmitted had one `name`).
 */
export const PERSONAL_DATA: ReadonlyMap<string, PersonalFieldsOf> = new Map<string, PersonalFieldsOf>([
  [
    'UserRegistered',
    { subject: user, fields: { email: (subject) => erasedEmail(subjectUserId(subject)), ...userProfile } },
  ],
  ['UserProfileEdited', { subject: user, fields: userProfile }],
  [
    'ResidentAdmitted',
    {
      subject: resident,
      fields: {
        ...residentNames,
        name: () => ERASED_NAME,
        pictureBase64: () => ERASED_RESIDENT.pictureBase64,
      },
    },
  ],
  ['ResidentUpdated', { subject: resident, fields: residentNames }],
  ['ResidentPictureChanged', { subject: resident, fields: { pictureUri: () => ERASED_RESIDENT.pictureUri } }],
  // A Genie's contact phone is its contact user's when one is named, else the kiosk's own contact's.
  ...(['KioskRegistered', 'KioskUpdated'] as const).map((type): [string, PersonalFieldsOf] => [
    type,
    {
      subject: (data) =>
        typeof data.contactUserId === 'string' && data.contactUserId !== ''
          ? userStream(data.contactUserId)
          : kioskStream(Number(data.kioskId)),
      fields: { contactPhone: () => null },
    },
  ]),
  ['MediaItemAdded', { subject: mediaOwner, fields: { ...mediaTexts, fileName: () => '' } }],
  ['MediaItemEdited', { subject: mediaOwner, fields: mediaTexts }],
  // An album's name and description may say who is in its pictures: the resident's, as their media.
  ...(['MemoryAlbumCreated', 'MemoryAlbumEdited'] as const).map((type): [string, PersonalFieldsOf] => [
    type,
    { subject: resident, fields: { name: () => ERASED_NAME, description: () => '' } },
  ]),
  // A community playlist's name and description may name people: the kiosk's, as its media texts (decision 0054).
  ...(['KioskPlaylistCreated', 'KioskPlaylistEdited'] as const).map((type): [string, PersonalFieldsOf] => [
    type,
    {
      subject: (data) => kioskStream(Number(data.kioskId)),
      fields: { name: () => ERASED_NAME, description: () => '' },
    },
  ]),
  // An Abby profile's name and description may name people: its resident's, or its kiosk's (decision 0075).
  ...(['AbbyProfileCreated', 'AbbyProfileEdited'] as const).map((type): [string, PersonalFieldsOf] => [
    type,
    {
      subject: (data) =>
        typeof data.residentId === 'number'
          ? residentStream(data.residentId)
          : kioskStream(Number(data.kioskId)),
      fields: { name: () => ERASED_NAME, description: () => '' },
    },
  ]),
  // What a resident and their contacts write to each other is the resident's.
  [
    'MessageSent',
    {
      subject: resident,
      fields: { subject: () => ERASED_NAME, text: () => '', title: () => ERASED_NAME, description: () => '' },
    },
  ],
  // Why staff declined a message may speak of the resident: theirs, as the message (decision 0077).
  ['MessageDeclined', { subject: resident, fields: { reason: () => '' } }],
  // A Geniegram's words, written once for each resident it reaches, are that resident's (decision 0066).
  ['KioskEmailWritten', { subject: resident, fields: { subject: () => ERASED_NAME, message: () => '' } }],
  // A purged message's subject and file title stay the resident's in the purge's details (decision 0070).
  [
    'MessagePurgeDetailRecorded',
    { subject: resident, fields: { subject: () => ERASED_NAME, blobName: () => ERASED_NAME } },
  ],
]);
