import { describe, expect, it } from '@jest/globals';
import { defaultMediaTitle } from './media-item.js';

describe('Genie media items', () => {
  it('titles a new file by its name without the extension, trimmed and cut to 100', () => {
    expect(defaultMediaTitle('Garden party.final.png')).toBe('Garden party.final');
    expect(defaultMediaTitle('  Lake  .jpg')).toBe('Lake');
    expect(defaultMediaTitle(`${'x'.repeat(120)}.mp4`)).toHaveLength(100);
    expect(defaultMediaTitle('.mp3')).toBe('.mp3');
  });
});
