/**
 * Genie software releases: an admin uploads a zip and it becomes the next update level, after the
 * levels the Genies know before any release (decision 0086). One stream holds every release, so
 * its version orders them.
 */
import { BASE_UPDATE_LEVELS } from '../kiosks/reference-data.js';

export interface GenieUpdateReleased {
  type: 'GenieUpdateReleased';
  data: {
    /** One above the known Genie levels for the first release (13), then previous + 1. */
    level: number;
    /** The name the file was uploaded with. */
    fileName: string;
    /** Bytes. */
    size: number;
    /** Where the file is kept, relative to the media folder (`releases/...`). */
    storedAs: string;
  };
}

export type GenieUpdateEvent = GenieUpdateReleased;

export type GenieUpdateState =
  { status: 'none' } | { status: 'released'; level: number; fileName: string; storedAs: string };

export const initialGenieUpdateState: GenieUpdateState = { status: 'none' };

/** The single stream of Genie releases. */
export const GENIE_UPDATES_STREAM = 'genie-updates';

export function evolveGenieUpdate(_state: GenieUpdateState, event: GenieUpdateEvent): GenieUpdateState {
  switch (event.type) {
    case 'GenieUpdateReleased':
      return {
        status: 'released',
        level: event.data.level,
        fileName: event.data.fileName,
        storedAs: event.data.storedAs,
      };
    default: {
      const exhaustive: never = event.type;
      return exhaustive;
    }
  }
}

/** The level the last release reached; 0 before any release. */
export const currentUpdateLevel = (state: GenieUpdateState): number =>
  state.status === 'released' ? state.level : 0;

/**
 * The level the next release takes: one above the last release and above every level the Genies
 * know before any release (decision 0086), so that a release is always newer than what a Genie
 * may have installed.
 */
export const nextReleaseLevel = (state: GenieUpdateState): number =>
  Math.max(currentUpdateLevel(state), BASE_UPDATE_LEVELS.genie.length) + 1;

/** A release must be a .zip (the extension in any case), as the spec's "Invalid Filename" says. */
export function isZipFileName(fileName: string): boolean {
  return /\.zip$/i.test(fileName.trim());
}

/** The local file header signature every zip archive starts with: "PK\x03\x04". */
export const ZIP_SIGNATURE: readonly number[] = [0x50, 0x4b, 0x03, 0x04];

/** Whether the first bytes of a file are a zip archive's signature. */
export function hasZipSignature(head: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, i) => head[i] === byte);
}
