import { describe, expect, it } from '@jest/globals';
import type { AbbyActivity } from '@ambient/core';
import {
  activityFormOf,
  activityInputOf,
  isUnchanged,
  releaseProblem,
  validateActivityForm,
} from './activity-form.util';

const activity = (updateLevel: number | null): AbbyActivity => ({
  id: 3,
  description: 'Word Search',
  url: 'WordSearch/index.html',
  updateLevel,
  responseTypeId: 1,
  createDate: '2026-01-02T03:04:05Z',
  releaseDate: updateLevel === null ? null : '2026-01-03T03:04:05Z',
  updateDate: updateLevel === null ? null : '2026-01-03T03:04:05Z',
});
const fileOf = (name: string) => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], name);

describe('the activity dialog (spec 02 §5)', () => {
  it('requires a description, spelled "Descriprion is required" as the spec has it, of at most 50', () => {
    expect(validateActivityForm({ description: '  ' })).toEqual([
      { field: 'description', key: 'abbyActivity.descriptionRequired' },
    ]);
    expect(validateActivityForm({ description: 'x'.repeat(51) })).toEqual([
      { field: 'description', key: 'abbyActivity.descriptionMaxChars', params: { max: 50 } },
    ]);
    expect(validateActivityForm({ description: 'x'.repeat(50) })).toEqual([]);
  });

  it('sends the trimmed description and the URL segment derived from it', () => {
    expect(activityInputOf({ description: ' Sing  Along\tTime ' })).toEqual({
      description: 'Sing  Along\tTime',
      url: 'SingAlongTime/index.html',
    });
  });

  it('starts from the activity edited, and knows when nothing changed', () => {
    expect(activityFormOf(null)).toEqual({ description: '' });
    expect(isUnchanged(activityFormOf(activity(null)), activity(null))).toBe(true);
    expect(isUnchanged({ description: ' Word Search ' }, activity(null))).toBe(true);
    expect(isUnchanged({ description: 'Word Hunt' }, activity(null))).toBe(false);
    expect(isUnchanged({ description: 'New' }, null)).toBe(false);
  });
});

describe('the release of an activity (spec 02 §4, §5)', () => {
  it('asks for a file named exactly "{next}.zip"', () => {
    expect(releaseProblem({ file: null, comment: '' }, activity(null), 13)).toEqual({
      at: 'file',
      message: { key: 'error.noFile' },
    });
    for (const name of ['12.zip', '13.ZIP', 'x13.zip', '13.zip.txt'])
      expect(releaseProblem({ file: fileOf(name), comment: '' }, activity(null), 13)).toEqual({
        at: 'dialog',
        message: { key: 'abbyActivity.invalidFilename', params: { name: '13.zip' } },
      });
  });

  it('needs no comment on a first release ("Initial release"), a non-blank one after', () => {
    expect(releaseProblem({ file: fileOf('13.zip'), comment: '' }, activity(null), 13)).toBeNull();
    expect(releaseProblem({ file: fileOf('13.zip'), comment: '  ' }, activity(12), 13)).toEqual({
      at: 'comment',
      message: { key: 'abbyActivity.commentRequired' },
    });
    expect(
      releaseProblem({ file: fileOf('13.zip'), comment: 'Larger letters' }, activity(12), 13),
    ).toBeNull();
  });
});
