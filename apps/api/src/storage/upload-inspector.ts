import { Injectable } from '@nestjs/common';
import { DomainError, Limits } from '@ambient/core';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** The picture types a kiosk and a browser both show, by the type their bytes say they are. */
const PICTURE_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export interface InspectedPicture {
  readonly mime: string;
  /** The extension to store it under, from its content (never from the uploaded name). */
  readonly extension: string;
  readonly width: number;
  readonly height: number;
}

export interface ZipLimits {
  readonly maxEntries: number;
  readonly maxExpandedBytes: number;
  readonly maxCompressionRatio: number;
}

export const RELEASE_ZIP_LIMITS: ZipLimits = {
  maxEntries: Limits.releaseMaxEntries,
  maxExpandedBytes: Limits.releaseMaxExpandedBytes,
  maxCompressionRatio: Limits.releaseMaxCompressionRatio,
};

/** Names that would land outside the folder a zip is expanded into, or are not portable. */
const unsafeName = (name: string): boolean =>
  name.startsWith('/') ||
  name.includes('\\') ||
  /^[a-zA-Z]:/.test(name) ||
  name.split('/').some((part) => part === '..') ||
  name.includes('\0');

const openZip = (path: string): Promise<ZipFile> =>
  new Promise((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );

const readEntry = (zip: ZipFile, entry: Entry, cap: number): Promise<number> =>
  new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        // An entry whose header understates its size is stopped at the cap, not expanded in full.
        if (bytes > cap) stream.destroy(new ZipLimitError('release.zipTooLarge'));
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(bytes));
    }),
  );

const closeQuietly = (zip: ZipFile): void => {
  if (zip.isOpen) zip.close();
};

class ZipLimitError extends Error {
  constructor(
    readonly key: 'release.zipTooLarge' | 'release.zipUnsafeName',
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/**
 * Judges uploads by their content: the type from the bytes' signature, pictures decoded (with a
 * pixel ceiling checked before decoding, so a small file cannot expand into gigabytes), zips
 * opened, their central directory read and every entry expanded against limits. A refusal is a
 * DomainError whose message the console shows under "Inspection Failed"; nothing is stored.
 */
@Injectable()
export class UploadInspector {
  async picture(bytes: Buffer): Promise<InspectedPicture> {
    const type = await fileTypeFromBuffer(bytes);
    const extension = type ? PICTURE_EXTENSIONS[type.mime] : undefined;
    if (!type || !extension) throw new DomainError('profile.pictureNotImage');
    let width: number;
    let height: number;
    try {
      // The header only: its size is judged before any pixel is decoded.
      ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
    } catch {
      throw new DomainError('profile.pictureDamaged');
    }
    if (width * height > Limits.pictureMaxPixels) {
      throw new DomainError('profile.pictureTooManyPixels', {
        width,
        height,
        max: Limits.pictureMaxPixels / 1_000_000,
      });
    }
    try {
      // Every pixel decoded (into a thumbnail, to keep memory small): a header without pixels, or
      // pixels cut short, is refused here.
      await sharp(bytes, { failOn: 'truncated', limitInputPixels: Limits.pictureMaxPixels })
        .resize(32, 32, { fit: 'inside' })
        .raw()
        .toBuffer();
    } catch {
      throw new DomainError('profile.pictureDamaged');
    }
    return { mime: type.mime, extension, width, height };
  }

  /** Opens the zip at `path` and expands every entry (the bytes are counted, not kept). */
  async zip(
    path: string,
    limits: ZipLimits = RELEASE_ZIP_LIMITS,
  ): Promise<{ entries: number; expandedBytes: number }> {
    const type = await fileTypeFromFile(path);
    // Spec 01: anything but a zip is "Filename not valid. Expected a zip file."
    if (type?.mime !== 'application/zip') throw new DomainError('release.invalidFilename');
    let zip: ZipFile;
    try {
      zip = await openZip(path);
    } catch {
      throw new DomainError('release.zipDamaged');
    }
    if (zip.entryCount > limits.maxEntries) {
      closeQuietly(zip);
      throw new DomainError('release.zipTooManyEntries', { max: limits.maxEntries });
    }
    const tooLarge = new DomainError('release.zipTooLarge', { max: limits.maxExpandedBytes / 1024 ** 3 });
    let expandedBytes = 0;
    let entries = 0;
    try {
      await new Promise<void>((resolve, reject) => {
        zip.on('error', reject);
        zip.on('end', () => resolve());
        zip.on('entry', (entry: Entry) => {
          const step = async (): Promise<void> => {
            entries += 1;
            if (unsafeName(entry.fileName))
              throw new ZipLimitError('release.zipUnsafeName', { name: entry.fileName });
            const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
            if (ratio > limits.maxCompressionRatio) {
              throw new DomainError('release.zipOverCompressed', {
                name: entry.fileName,
                max: limits.maxCompressionRatio,
              });
            }
            if (expandedBytes + entry.uncompressedSize > limits.maxExpandedBytes) throw tooLarge;
            if (!entry.fileName.endsWith('/')) {
              expandedBytes += await readEntry(zip, entry, limits.maxExpandedBytes - expandedBytes);
            }
            zip.readEntry();
          };
          step().catch(reject);
        });
        zip.readEntry();
      });
    } catch (error) {
      closeQuietly(zip);
      if (error instanceof DomainError) throw error;
      if (error instanceof ZipLimitError) {
        throw error.key === 'release.zipTooLarge' ? tooLarge : new DomainError(error.key, error.params);
      }
      // yauzl's own checks: a name escaping the folder, sizes the headers misstate, bad data.
      const message = error instanceof Error ? error.message : '';
      const named = /^(?:absolute path|invalid relative path|invalid characters in fileName): (.*)$/.exec(
        message,
      );
      if (named) throw new DomainError('release.zipUnsafeName', { name: named[1] ?? '' });
      throw new DomainError('release.zipDamaged');
    }
    return { entries, expandedBytes };
  }
}
