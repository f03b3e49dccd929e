import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { DomainError } from '../errors.js';
import {
  genieUpdateDecider,
  hasZipSignature,
  isZipFileName,
  type GenieUpdateCommand,
  type GenieUpdateEvent,
} from './index.js';
import { refusedAs } from '../testing/refusals.js';

const { given } = deciderSpec(genieUpdateDecider);

const release = (fileName: string, isZipArchive = true, size = 10): GenieUpdateCommand => ({
  type: 'ReleaseGenieUpdate',
  data: { fileName, size, storedAs: `releases/${fileName}`, isZipArchive },
});
const released = (level: number, fileName: string): GenieUpdateEvent => ({
  type: 'GenieUpdateReleased',
  data: { level, fileName, size: 10, storedAs: `releases/${fileName}` },
});

describe('Genie releases', () => {
  it('numbers the first release one above the levels the Genies know before any release', () => {
    given()
      .when(release('genie.zip'))
      .then([
        {
          type: 'GenieUpdateReleased',
          data: { level: 13, fileName: 'genie.zip', size: 10, storedAs: 'releases/genie.zip' },
        },
      ]);
  });

  it('numbers each next release one above the last', () => {
    given(released(13, 'a.zip'))
      .when(release('b.ZIP'))
      .then([released(14, 'b.ZIP')]);
    given(released(13, 'a.zip'), released(14, 'b.ZIP'))
      .when(release('c.Zip'))
      .then(([next]) => expect(next?.data.level).toBe(15));
  });

  it('goes on from a release numbered the old way, below the known levels, above them', () => {
    given(released(2, 'old.zip'))
      .when(release('next.zip'))
      .then(([next]) => expect(next?.data.level).toBe(13));
  });

  it('refuses a name that does not end in .zip, and content that is not a zip, as a warning', () => {
    given().when(release('genie.tar.gz')).thenThrows(DomainError, refusedAs('release.invalidFilename/0/422'));
    given().when(release('zip')).thenThrows(DomainError, refusedAs('release.invalidFilename/0/422'));
    given()
      .when(release('genie.zip', false))
      .thenThrows(DomainError, refusedAs('release.invalidFilename/0/422'));
    given()
      .when(release('genie.zip', true, 0))
      .thenThrows(DomainError, refusedAs('error.noFile/0/422'));
  });

  it('recognises zip names in any case and the zip signature', () => {
    expect(isZipFileName('Update.ZIP')).toBe(true);
    expect(isZipFileName('update.zip.txt')).toBe(false);
    expect(hasZipSignature(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe(true);
    expect(hasZipSignature(new Uint8Array([0x50, 0x4b, 0x05, 0x06]))).toBe(false);
    expect(hasZipSignature(new Uint8Array([0x50]))).toBe(false);
  });
});
