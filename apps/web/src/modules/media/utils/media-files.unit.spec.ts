import { describe, expect, it } from '@jest/globals';
import { inspectPictures, isAccepted, pickMediaFiles, pictureSizeFault } from './media-files.util';

const file = (name: string, type: string) => ({ name, type });

describe('the files picked for a media slot (spec 03 §5)', () => {
  it('keeps pictures of any type but webp, which is skipped with its notice', () => {
    const picked = [file('a.png', 'image/png'), file('b.webp', 'image/webp'), file('c.gif', 'image/gif')];
    expect(pickMediaFiles(picked, 'image')).toEqual({
      accepted: [picked[0], picked[2]],
      notices: [{ key: 'media.typeNotAccepted', params: { type: 'webp' } }],
      refusal: null,
    });
  });

  it('refuses sound or video in an image slot, and says so when nothing is left', () => {
    expect(pickMediaFiles([file('song.mp3', 'audio/mpeg'), file('clip.mp4', 'video/mp4')], 'image')).toEqual({
      accepted: [],
      notices: [],
      refusal: { key: 'media.invalidFiles', params: { kind: 'image' } },
    });
    // Only webp pictures: their notice, then the slot's message ("Invalid Media").
    expect(pickMediaFiles([file('a.webp', 'image/webp'), file('b.webp', 'image/webp')], 'image')).toEqual({
      accepted: [],
      notices: [{ key: 'media.typeNotAccepted', params: { type: 'webp' } }],
      refusal: { key: 'media.invalidFiles', params: { kind: 'image' } },
    });
  });

  it('takes MP3 sound (audio/mp3, audio/mp4, audio/mpeg) and MP4 video only', () => {
    const sounds = [file('a.mp3', 'audio/mpeg'), file('b.mp3', 'audio/mp3'), file('c.m4a', 'audio/mp4')];
    expect(pickMediaFiles(sounds, 'audio').accepted).toEqual(sounds);
    expect(pickMediaFiles([file('a.wav', 'audio/wav')], 'audio').refusal).toEqual({ key: 'media.onlyMp3' });
    expect(pickMediaFiles([file('a.mov', 'video/quicktime')], 'video').refusal).toEqual({
      key: 'media.onlyMp4',
    });
    expect(
      pickMediaFiles([file('a.mp4', 'video/mp4'), file('b.mov', 'video/quicktime')], 'video'),
    ).toMatchObject({ accepted: [file('a.mp4', 'video/mp4')], refusal: null });
  });

  it('reads the type from the extension when the browser gives none', () => {
    expect(pickMediaFiles([file('a.MP3', '')], 'audio').accepted).toHaveLength(1);
    expect(pickMediaFiles([file('a.mp4', '')], 'video').accepted).toHaveLength(1);
    expect(pickMediaFiles([file('notes', '')], 'image').refusal).toEqual({
      key: 'media.invalidFiles',
      params: { kind: 'image' },
    });
  });

  it('says "No file was selected." when nothing was picked', () => {
    expect(pickMediaFiles([], 'video').refusal).toEqual({ key: 'error.noFile' });
  });

  it('reads an accept list by extension, exact type or family', () => {
    expect(isAccepted(file('a.MP3', 'audio/mp3'), '.mp3,audio/mpeg')).toBe(true);
    expect(isAccepted(file('a.bin', 'audio/mpeg'), '.mp3,audio/mpeg')).toBe(true);
    expect(isAccepted(file('a.m4a', 'audio/mp4'), '.mp3,audio/mpeg')).toBe(false);
    expect(isAccepted(file('a.png', 'image/png'), 'image/*')).toBe(true);
    expect(isAccepted(file('a.mp4', 'video/mp4'), 'image/*')).toBe(false);
  });

  it('limits the files to the caller’s allowed types (an Abby path type’s), with the slot’s message', () => {
    const music = '.mp3,audio/mpeg';
    const sounds = [file('a.mp3', 'audio/mpeg'), file('c.m4a', 'audio/mp4')];
    expect(pickMediaFiles(sounds, 'audio', music)).toMatchObject({ accepted: [sounds[0]], refusal: null });
    expect(pickMediaFiles([sounds[1]!], 'audio', music).refusal).toEqual({ key: 'media.onlyMp3' });
    // A picture in the Music slot.
    expect(pickMediaFiles([file('a.png', 'image/png')], 'audio', music).refusal).toEqual({
      key: 'media.onlyMp3',
    });
    expect(pickMediaFiles([file('a.png', 'image/png')], 'image', 'image/*').refusal).toBeNull();
  });
});

describe('the inspection of picked pictures (spec 03 §8)', () => {
  const sizes: Record<string, { width: number; height: number }> = {
    'lake.png': { width: 640, height: 480 },
    'square.png': { width: 400, height: 400 },
    'thumb.png': { width: 300, height: 200 },
    'banner.png': { width: 1200, height: 399 },
  };
  const sizeOf = (picked: { name: string }) =>
    sizes[picked.name] ? Promise.resolve(sizes[picked.name]!) : Promise.reject(new Error('cannot decode'));

  it('refuses a picture below 400 × 400 pixels with its size, and keeps 400 × 400 and larger', async () => {
    const picked = ['lake.png', 'thumb.png', 'square.png', 'banner.png'].map((name) =>
      file(name, 'image/png'),
    );
    expect(await inspectPictures(picked, sizeOf)).toEqual({
      kept: [picked[0], picked[2]],
      refused: [
        {
          fileName: 'thumb.png',
          reason: { key: 'media.resolutionTooLow', params: { width: 300, height: 200, min: 400 } },
        },
        {
          fileName: 'banner.png',
          reason: { key: 'media.resolutionTooLow', params: { width: 1200, height: 399, min: 400 } },
        },
      ],
    });
    expect(pictureSizeFault(400, 400)).toBeNull();
  });

  it('keeps a picture the browser cannot read, for the server to judge', async () => {
    const tiff = file('scan.tif', 'image/tiff');
    expect(await inspectPictures([tiff], sizeOf)).toEqual({ kept: [tiff], refused: [] });
  });
});
