/**
 * The audit log's rules (issue 14, decisions 0057 and 0058): which log a command's entries go to,
 * how an entry is described, and how the console reads a description (spec 03 §2.17).
 */

/** The four logs of spec 03 §2.17; the playlist log is one, filtered by context and type. */
export const AUDIT_LOGS = ['user', 'resident', 'kiosk', 'playlist'] as const;
export type AuditLog = (typeof AUDIT_LOGS)[number];

/**
 * What an entry records: a command starting, its outcome (done, refused as invalid, failed inside),
 * or a read of a person's history (point 4).
 */
export type AuditOutcome = 'attempt' | 'succeeded' | 'refused' | 'failed' | 'read';

/** The product a playlist entry belongs to (the Playlist Events context selector). */
export type AuditContext = 'ABBY' | 'GENIE';

/** What a command's entries name as their target: the kind, and the command field holding its id. */
export interface AuditedCommand {
  log: AuditLog;
  /** Where the target's id is in the command (`data.` for nested); none: the command's answer. */
  targetField: string | null;
  /** Playlist entries: the product, and whether the playlist is a kiosk's (else a resident's). */
  context?: AuditContext;
  isKiosk?: boolean;
  /**
   * Playlist entries whose command says which kind of playlist it is: the field holding true for a
   * resident's (an Abby profile's commands serve both kinds).
   */
  residentFlag?: string;
  /** The target's kind when the log's own does not say it (an Abby profile in the playlist log). */
  target?: 'abbyProfile';
  /**
   * Playlist entries that add or remove media (decision 0082): where their media ids are in the
   * command (`*` for each element of a list), and which way.
   */
  media?: { field: string; action: 'added' | 'removed' };
}

const user = (targetField: string | null = 'userId'): AuditedCommand => ({ log: 'user', targetField });
const resident = (targetField: string | null = 'residentId'): AuditedCommand => ({
  log: 'resident',
  targetField,
});
const kiosk = (targetField: string | null = 'kioskId'): AuditedCommand => ({ log: 'kiosk', targetField });
const genieResidentPlaylist = (targetField: string | null = 'albumId'): AuditedCommand => ({
  log: 'playlist',
  targetField,
  context: 'GENIE',
  isKiosk: false,
});
const genieKioskPlaylist = (targetField: string | null = 'playlistId'): AuditedCommand => ({
  log: 'playlist',
  targetField,
  context: 'GENIE',
  isKiosk: true,
});

/** A playlist entry that names the media it adds or removes (decision 0082). */
const withMedia = (entry: AuditedCommand, action: 'added' | 'removed', field: string): AuditedCommand => ({
  ...entry,
  media: { field, action },
});

/** Abby profiles (Resident and Community Playlists of an Abby, decision 0075) in the playlist log. */
const abbyProfile = (targetField: string | null = 'profileId'): AuditedCommand => ({
  log: 'playlist',
  targetField,
  context: 'ABBY',
  residentFlag: 'isResident',
  target: 'abbyProfile',
});

/**
 * The commands the four logs show, by type. Every other command is still recorded (attempt and
 * outcome) but belongs to no log. A new slice whose commands belong in a log adds them here, and
 * the console's `eventLogs.commands` catalogue must then name them (it is typed from this table).
 */
export const AUDITED_COMMANDS = {
  // Users (the user stream: `userId`, or a registration's `data.userId`).
  RegisterUser: user('data.userId'),
  CreateUser: user(),
  UpdateUser: user(),
  DeleteUser: user(),
  EditProfile: user(),
  ChangePassword: user(),
  ChangeAssignments: user(),
  RecordSignIn: user(),
  RecordFailedSignIn: user(),
  UnlockUser: user(),
  EndSessions: user(),
  OfferLink: user(),
  AcceptLink: user(),
  UnlinkUser: user(),
  SendPasswordLink: user(),
  SetPasswordByLink: user(),
  VerifyEmail: user(),
  // Residents (a new resident's id is the command's answer).
  AdmitResident: resident(null),
  UpdateResident: resident(),
  ChangeResidentPicture: resident(),
  DeleteResident: resident(),
  SetResidentKeyTag: resident(),
  UnassignResidentKeyTag: resident(),
  // Kiosks, from the console and from the devices (a device names its kiosk by serial number).
  RegisterKiosk: kiosk(null),
  UpdateKiosk: kiosk(),
  DeleteKiosk: kiosk(),
  IssueKioskCredential: kiosk(),
  RecordOnline: kiosk('data.serialNumber'),
  RecordOffline: kiosk('data.serialNumber'),
  RecordMediaSync: kiosk('data.serialNumber'),
  RecordLevels: kiosk('data.serialNumber'),
  RecordCommandSent: kiosk('data.serialNumber'),
  RecordCommandResult: kiosk('data.serialNumber'),
  // An override kiosk whose end passed, ended by the system (decision 0085).
  EndOverrideAbby: kiosk(),
  // Genie resident playlists (Memory Albums; a new album's id is the command's answer).
  CreateMemoryAlbum: genieResidentPlaylist(null),
  EditMemoryAlbum: genieResidentPlaylist(),
  AddAlbumItems: withMedia(genieResidentPlaylist(), 'added', 'media.*.mediaItemId'),
  RemoveAlbumItems: withMedia(
    genieResidentPlaylist('removals.0.albumId'),
    'removed',
    'removals.*.mediaItemIds.*',
  ),
  ChooseAlbumCover: genieResidentPlaylist(),
  DeleteMemoryAlbum: genieResidentPlaylist(),
  // Genie kiosk playlists (Community Playlists; a new playlist's id is the command's answer).
  CreateKioskPlaylist: genieKioskPlaylist(null),
  EditKioskPlaylist: genieKioskPlaylist(),
  AddKioskPlaylistItems: withMedia(genieKioskPlaylist(), 'added', 'media.*.mediaItemId'),
  RemoveKioskPlaylistItems: withMedia(
    genieKioskPlaylist('removals.0.playlistId'),
    'removed',
    'removals.*.mediaItemIds.*',
  ),
  ChooseKioskPlaylistCover: genieKioskPlaylist(),
  DeleteKioskPlaylist: genieKioskPlaylist(),
  // Abby profiles, a resident's or a kiosk's (a new profile's id is the command's answer).
  CreateAbbyProfile: abbyProfile(null),
  EditAbbyProfile: abbyProfile(),
  AddAbbyProfileDetails: withMedia(abbyProfile(), 'added', 'files.*.mediaFileId'),
  RemoveAbbyProfileDetails: withMedia(
    abbyProfile('removals.0.profileId'),
    'removed',
    'removals.*.mediaFileIds.*',
  ),
  DeleteAbbyProfile: abbyProfile(),
} as const satisfies Record<string, AuditedCommand>;
export type AuditedCommandType = keyof typeof AUDITED_COMMANDS;

export function auditedCommandOf(type: string): AuditedCommand | null {
  return Object.hasOwn(AUDITED_COMMANDS, type) ? AUDITED_COMMANDS[type as AuditedCommandType] : null;
}

/** `UpdateResident` → `update resident`. */
export function commandPhrase(type: string): string {
  return type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
}

export const ATTEMPT_PREFIX = 'Attempting to';
export const INVALID_DATA = 'invalid data';
export const ERROR_OCCURRED = 'Error occurred';

/**
 * The stored (English) description of an entry: the words the spec's rules read. The console
 * shows each in the reader's language from the command and the outcome; these stay the reference.
 */
export function auditDescription(outcome: AuditOutcome, command: string): string {
  const phrase = commandPhrase(command);
  switch (outcome) {
    case 'attempt':
      return `${ATTEMPT_PREFIX} ${phrase}`;
    case 'succeeded':
      return `Succeeded: ${phrase}`;
    case 'refused':
      return `Failed: ${phrase} (${INVALID_DATA})`;
    case 'failed':
      return `${ERROR_OCCURRED}: ${phrase}`;
    case 'read':
      return `Read: ${phrase}`;
  }
}

/** How a description reads (spec 03 §2.17). */
export type DescriptionKind =
  /** Hidden unless Verbose is on. */
  | 'attempt'
  /** Shown as the link "Validation Failed"; its errorMessage at severity 0. */
  | 'validationFailed'
  /** Shown as the link "Internal Error"; its errorMessage at severity 1. */
  | 'internalError'
  | 'plain';

export function descriptionKind(description: string): DescriptionKind {
  if (description.startsWith(ATTEMPT_PREFIX)) return 'attempt';
  if (description.includes(INVALID_DATA)) return 'validationFailed';
  if (description.includes(ERROR_OCCURRED)) return 'internalError';
  return 'plain';
}

/** The severity a failure's dialog is shown at: 0 for invalid data, 1 for an internal error, else none. */
export function descriptionSeverity(description: string): 0 | 1 | null {
  const kind = descriptionKind(description);
  return kind === 'validationFailed' ? 0 : kind === 'internalError' ? 1 : null;
}

/** Verbose off hides the attempts. */
export const isShownWhenQuiet = (description: string): boolean => descriptionKind(description) !== 'attempt';

/**
 * The reads the logs record, by name, with the log each goes to: a read of a log is its reader's
 * own entry in the user log (decision 0059); a read of a history is in its subject's log (0062).
 */
export const AUDIT_READS = {
  UserEvents: 'user',
  ResidentEvents: 'user',
  KioskEvents: 'user',
  AbbyPlaylistEvents: 'user',
  GeniePlaylistEvents: 'user',
  ResidentHistory: 'resident',
  KioskHistory: 'kiosk',
  UserHistory: 'user',
  AlbumHistory: 'playlist',
  KioskPlaylistHistory: 'playlist',
  AbbyProfileHistory: 'playlist',
  ResidentAccess: 'resident',
} as const satisfies Record<string, AuditLog>;
export type AuditRead = keyof typeof AUDIT_READS;

const COMMAND_OUTCOMES = ['attempt', 'succeeded', 'refused', 'failed'] as const;

/**
 * Every description an entry of `log` can hold: each of its commands with each outcome, and its
 * reads. A search of a log's descriptions looks through these few first (decision 0058).
 */
export function auditDescriptionsOf(log: AuditLog): string[] {
  const commands = Object.entries(AUDITED_COMMANDS as Record<string, AuditedCommand>)
    .filter(([, audited]) => audited.log === log)
    .flatMap(([command]) => COMMAND_OUTCOMES.map((outcome) => auditDescription(outcome, command)));
  const reads = Object.entries(AUDIT_READS)
    .filter(([, readLog]) => readLog === log)
    .map(([read]) => auditDescription('read', read));
  return [...new Set([...commands, ...reads])];
}
