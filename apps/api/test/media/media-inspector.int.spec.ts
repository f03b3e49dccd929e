/**
 * Without ffmpeg on the machine, sound and video cannot be judged: the upload is refused with a
 * message that says so (a server's fault, 503), not as a damaged file.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from '@jest/globals';
import ffmpeg from 'fluent-ffmpeg';
import { DomainError } from '@ambient/core';
import { MediaInspector } from '../../src/media/media-inspector.js';

describe('The media inspector without ffmpeg', () => {
  afterAll(() => {
    ffmpeg.setFfprobePath('ffprobe');
  });

  it('refuses sound as a server fault, naming ffmpeg', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'ambient-inspector-')), 'song.mp3');
    await promisify(execFile)('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050', '-t', '1', path],
    ]);
    const inspector = new MediaInspector();
    await expect(inspector.inspect('audio', path)).resolves.toMatchObject({ contentType: 'audio/mpeg' });
    ffmpeg.setFfprobePath(join(tmpdir(), 'no-such-folder', 'ffprobe'));
    const refused = await inspector.inspect('audio', path).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ key: 'media.toolsMissing', status: 503, severity: 1 });
  });
});
