/**
 * Uploads are judged by their content (issue "Hardening", point 5): the cases a stranger tried,
 * each refused with the message the console shows under "Inspection Failed", and real files accepted.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import JSZip from 'jszip';
import sharp from 'sharp';
import { DomainError, enMessages, type MessageKey } from '@ambient/core';
import { RELEASE_ZIP_LIMITS, UploadInspector } from '../../src/storage/upload-inspector.js';

const inspector = new UploadInspector();
const folder = mkdtempSync(join(tmpdir(), 'inspect-'));
let files = 0;
const onDisk = (bytes: Buffer | Uint8Array): string => {
  const path = join(folder, `upload-${(files += 1)}`);
  writeFileSync(path, bytes);
  return path;
};

/** The refusal's message key (and params), or 'accepted'. */
async function verdict(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'accepted';
  } catch (error) {
    if (error instanceof DomainError) return error.key;
    throw error;
  }
}

const chunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG whose header says width × height, with `idat` (maybe none) as its pixels. */
function handMadePng(width: number, height: number, idat: Buffer | null): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    ...(idat ? [chunk('IDAT', idat)] : []),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photo = (format: 'png' | 'jpeg' | 'webp', size = 480): Promise<Buffer> =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe('pictures are judged by their content', () => {
  it('accepts a real PNG, JPEG and WebP, with their size and the type their bytes say', async () => {
    await expect(inspector.picture(await photo('png'))).resolves.toEqual({
      mime: 'image/png',
      extension: 'png',
      width: 480,
      height: 480,
    });
    await expect(inspector.picture(await photo('jpeg'))).resolves.toMatchObject({ extension: 'jpg' });
    await expect(inspector.picture(await photo('webp'))).resolves.toMatchObject({ extension: 'webp' });
  });

  it('refuses a 20000 × 20000 PNG of a few kilobytes before decoding it', async () => {
    // 400 million pixels that would expand to 400 MB; the file itself is tiny.
    const bomb = handMadePng(20_000, 20_000, deflateSync(Buffer.alloc(20_001 * 64)));
    expect(bomb.length).toBeLessThan(80_000);
    await expect(verdict(inspector.picture(bomb))).resolves.toBe('profile.pictureTooManyPixels');
    await expect(inspector.picture(bomb)).rejects.toMatchObject({
      params: { width: 20_000, height: 20_000, max: 40 },
    });
  });

  it('refuses a PNG header with no pixels, a WebP with no pixels and a JPEG cut in half', async () => {
    const headerOnly = handMadePng(800, 800, null);
    expect(headerOnly.length).toBeLessThan(80);
    await expect(verdict(inspector.picture(headerOnly))).resolves.toBe('profile.pictureDamaged');
    const webp = await photo('webp');
    await expect(verdict(inspector.picture(webp.subarray(0, 40)))).resolves.toBe('profile.pictureDamaged');
    const jpeg = await photo('jpeg', 1200);
    await expect(verdict(inspector.picture(jpeg.subarray(0, jpeg.length >> 1)))).resolves.toBe(
      'profile.pictureDamaged',
    );
  });

  it('refuses a file that is not a picture whatever it is called or claims', async () => {
    const script = Buffer.from('<?php system($_GET["c"]); ?>');
    await expect(verdict(inspector.picture(script))).resolves.toBe('profile.pictureNotImage');
    await expect(verdict(inspector.picture(Buffer.alloc(0)))).resolves.toBe('profile.pictureNotImage');
  });

  it('has an English and a French message for every refusal', () => {
    const keys: MessageKey[] = [
      'profile.pictureTooManyPixels',
      'profile.pictureDamaged',
      'profile.pictureNotImage',
    ];
    for (const key of keys) expect(enMessages[key]).toBeTruthy();
  });
});

async function zipOf(
  entries: Record<string, string | Buffer>,
  options: Pick<JSZip.JSZipGeneratorOptions, 'compression'> = {},
): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(entries)) zip.file(name, content, { createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', ...options });
}

describe('releases (zips) are opened and checked', () => {
  it('accepts a real release and counts what it expands to', async () => {
    const path = onDisk(
      await zipOf({ 'genie/app.apk': Buffer.alloc(4096, 7), 'genie/readme.txt': 'Release notes' }),
    );
    await expect(inspector.zip(path)).resolves.toEqual({ entries: 2, expandedBytes: 4096 + 13 });
  });

  it('refuses a "release" that is a zip signature followed by PHP', async () => {
    const fake = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('<?php echo 1; ?>')]);
    await expect(verdict(inspector.zip(onDisk(fake)))).resolves.toMatch(
      /^release\.(invalidFilename|zipDamaged)$/,
    );
  });

  it('refuses a file that is not a zip at all', async () => {
    await expect(verdict(inspector.zip(onDisk(Buffer.from('plain text'))))).resolves.toBe(
      'release.invalidFilename',
    );
  });

  it('refuses a zip bomb: a small file expanding hundreds of times', async () => {
    const bomb = await zipOf({ 'zeros.bin': Buffer.alloc(64 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(200_000);
    await expect(verdict(inspector.zip(onDisk(bomb)))).resolves.toBe('release.zipOverCompressed');
  });

  it('refuses entries named to escape the folder they are expanded into', async () => {
    for (const name of ['../../etc/cron.d/job', '/etc/passwd', 'ok/../../up.txt']) {
      const path = onDisk(await zipOf({ [name]: 'x' }));
      await expect(verdict(inspector.zip(path))).resolves.toBe('release.zipUnsafeName');
    }
  });

  it('refuses more entries, or more expanded bytes, than the limits allow', async () => {
    const many = onDisk(await zipOf({ a: 'a', b: 'b', c: 'c', d: 'd' }));
    await expect(verdict(inspector.zip(many, { ...RELEASE_ZIP_LIMITS, maxEntries: 3 }))).resolves.toBe(
      'release.zipTooManyEntries',
    );
    const big = onDisk(
      await zipOf({ a: Buffer.alloc(3000, 1), b: Buffer.alloc(3000, 2) }, { compression: 'STORE' }),
    );
    await expect(
      verdict(inspector.zip(big, { ...RELEASE_ZIP_LIMITS, maxExpandedBytes: 5000 })),
    ).resolves.toBe('release.zipTooLarge');
  });

  it('refuses a zip cut short (no central directory)', async () => {
    const whole = await zipOf({ 'genie/app.apk': Buffer.alloc(4096, 7) });
    await expect(verdict(inspector.zip(onDisk(whole.subarray(0, whole.length - 30))))).resolves.toBe(
      'release.zipDamaged',
    );
  });
});
