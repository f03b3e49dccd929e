import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import {
  decideGenieUpdate,
  evolveGenieUpdate,
  hasZipSignature,
  initialGenieUpdateState,
  isZipFileName,
  type GenieUpdateCommand,
  type GenieUpdateEvent,
} from './index.js';

const release = (fileName: string, isZipArchive = true, size = 10): GenieUpdateCommand => ({
  type: 'ReleaseGenieUpdate',
  data: { fileName, size, storedAs: `releases/${fileName}`, isZipArchive },
});

const given = (events: GenieUpdateEvent[]) => events.reduce(evolveGenieUpdate, initialGenieUpdateState);

const refusal = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof DomainError ? `${error.key}/${error.severity}/${error.status}` : 'other';
  }
};

describe('Genie releases', () => {
  it('numbers the first release one above the levels the Genies know before any release', () => {
    expect(decideGenieUpdate(release('genie.zip'), given([]))).toEqual([
      {
        type: 'GenieUpdateReleased',
        data: { level: 13, fileName: 'genie.zip', size: 10, storedAs: 'releases/genie.zip' },
      },
    ]);
  });

  it('numbers each next release one above the last', () => {
    const past = [...decideGenieUpdate(release('a.zip'), given([]))];
    past.push(...decideGenieUpdate(release('b.ZIP'), given(past)));
    const [next] = decideGenieUpdate(release('c.Zip'), given(past));
    expect(next?.data.level).toBe(15);
  });

  it('goes on from a release numbered the old way, below the known levels, above them', () => {
    const old: GenieUpdateEvent = {
      type: 'GenieUpdateReleased',
      data: { level: 2, fileName: 'old.zip', size: 10, storedAs: 'releases/old.zip' },
    };
    expect(decideGenieUpdate(release('next.zip'), given([old]))[0]?.data.level).toBe(13);
  });

  it('refuses a name that does not end in .zip, and content that is not a zip, as a warning', () => {
    expect(refusal(() => decideGenieUpdate(release('genie.tar.gz'), given([])))).toBe(
      'release.invalidFilename/0/422',
    );
    expect(refusal(() => decideGenieUpdate(release('zip'), given([])))).toBe('release.invalidFilename/0/422');
    expect(refusal(() => decideGenieUpdate(release('genie.zip', false), given([])))).toBe(
      'release.invalidFilename/0/422',
    );
    expect(refusal(() => decideGenieUpdate(release('genie.zip', true, 0), given([])))).toBe(
      'error.noFile/0/422',
    );
  });

  it('recognises zip names in any case and the zip signature', () => {
    expect(isZipFileName('Update.ZIP')).toBe(true);
    expect(isZipFileName('update.zip.txt')).toBe(false);
    expect(hasZipSignature(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe(true);
    expect(hasZipSignature(new Uint8Array([0x50, 0x4b, 0x05, 0x06]))).toBe(false);
    expect(hasZipSignature(new Uint8Array([0x50]))).toBe(false);
  });
});
