import { describe, expect, it } from '@jest/globals';
import { mediaPathTypes, type AbbyMediaFile } from '@ambient/core';
import { abbyRowOf, kindOfCategory, sharedLibraryPathTypes } from './abby-library.util';

describe('the Abby shared library (spec 03 §2.2)', () => {
  it('offers the sharable path types but Radio Shows, in their order', () => {
    const offered = sharedLibraryPathTypes(mediaPathTypes(1));
    expect(offered[0]?.description).toBe('Music');
    expect(offered.map((type) => type.id)).not.toContain(2);
    expect(offered.every((type) => type.isSharable)).toBe(true);
    expect(offered.map((type) => type.description)).toEqual(
      expect.arrayContaining(['Music', 'Pictures', 'TV', 'Ambient Videos']),
    );
  });

  it('reads a file’s kind from its category', () => {
    expect(kindOfCategory('Audio')).toBe('audio');
    expect(kindOfCategory('Video')).toBe('video');
    expect(kindOfCategory('Image')).toBe('image');
    expect(abbyRowOf({ mediaFileId: 4, category: 'Audio' } as AbbyMediaFile)).toMatchObject({
      mediaFileId: 4,
      kind: 'audio',
    });
  });
});
