import { describe, expect, it } from '@jest/globals';
import type { AbbyUpdateZipGroup } from '@ambient/core';
import { withReleasedZip, zipReleaseProblem, zipRowsOf } from './update-zips.util';

const zip = (filename: string) => ({
  filename,
  size: 10,
  createDate: '2026-01-02T03:04:05Z',
  canDelete: true,
});
const GROUPS: AbbyUpdateZipGroup[] = [
  { phidgetVersion: 21, zipFiles: [zip('7.zip'), zip('8.zip')] },
  { phidgetVersion: 22, zipFiles: [zip('14.zip'), zip('15.zip'), zip('16.zip')] },
];

describe('the update zips of a version', () => {
  it('lists the chosen version, searched by name, each row named by its file', () => {
    expect(zipRowsOf(GROUPS, 22, '').map((r) => r.id)).toEqual(['14.zip', '15.zip', '16.zip']);
    expect(zipRowsOf(GROUPS, 21, ' 8 ').map((r) => r.filename)).toEqual(['8.zip']);
    expect(zipRowsOf([], 22, '')).toEqual([]);
  });

  it('adds a released zip to its version only', () => {
    const next = withReleasedZip(GROUPS, 22, zip('17.zip'));
    expect(zipRowsOf(next, 22, '').map((r) => r.id)).toEqual(['14.zip', '15.zip', '16.zip', '17.zip']);
    expect(zipRowsOf(next, 21, '').map((r) => r.id)).toEqual(['7.zip', '8.zip']);
    expect(withReleasedZip([], 21, zip('9.zip')).map((g) => g.phidgetVersion)).toEqual([21]);
  });
});

describe('the release check in the browser (spec 02 §5)', () => {
  it('says "Invalid Filename" for a name that is not a zip or not an update level', () => {
    expect(zipReleaseProblem('17.txt', GROUPS, 22)).toEqual({
      title: 'invalidFilename',
      message: { key: 'release.invalidFilename' },
    });
    expect(zipReleaseProblem('update.zip', GROUPS, 22)?.message.key).toBe('abbyZip.levelName');
  });

  it('says "The file {name} already exists" for 0.zip and a name the version lists', () => {
    expect(zipReleaseProblem('0.zip', GROUPS, 22)).toEqual({
      title: 'validationFailed',
      message: { key: 'abbyZip.exists', params: { name: '0.zip' } },
    });
    expect(zipReleaseProblem('16.zip', GROUPS, 22)?.message).toEqual({
      key: 'abbyZip.exists',
      params: { name: '16.zip' },
    });
  });

  it('accepts a new level, and a name another version has', () => {
    expect(zipReleaseProblem('17.zip', GROUPS, 22)).toBeNull();
    expect(zipReleaseProblem('16.zip', GROUPS, 21)).toBeNull();
    expect(zipReleaseProblem('18.ZIP', GROUPS, 22)).toBeNull();
  });
});
