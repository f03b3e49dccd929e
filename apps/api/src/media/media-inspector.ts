import { Injectable } from '@nestjs/common';
import { DomainError, Limits, MediaLimits, type MediaKind } from '@ambient/core';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { probe, type MediaProbe } from './media-tools.js';

/** What an uploaded file is, judged by its content (never by its name). */
export interface InspectedMedia {
  readonly contentType: string;
  /** The extension it is stored under. */
  readonly extension: string;
  /** Seconds, for audio and video. */
  readonly duration: number | null;
}

/** Pictures a browser and a kiosk both show, by the type their bytes say (spec 03 §5: webp is not taken). */
const PICTURES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/tiff': 'tif',
  'image/avif': 'avif',
};
/** Spec 03 §5: "audio mp3 (audio/mp3, audio/mp4, audio/mpeg accepted)". */
const SOUNDS: Readonly<Record<string, string>> = {
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
};

const invalid = (kind: MediaKind): DomainError => new DomainError('media.invalidFiles', { kind });

/**
 * Judges a media upload by its bytes (spec 03 §5 and §8): its type from its signature, a picture's
 * size read from its header before any pixel is decoded, then every pixel decoded; audio and video
 * probed with ffprobe for their streams and duration. A refusal says why, with the spec's message.
 */
@Injectable()
export class MediaInspector {
  async inspect(kind: MediaKind, path: string): Promise<InspectedMedia> {
    const type = await fileTypeFromFile(path).catch(() => undefined);
    switch (kind) {
      case 'image':
        return this.picture(path, type?.mime);
      case 'audio': {
        const extension = type ? SOUNDS[type.mime] : undefined;
        if (!type || !extension) throw new DomainError('media.onlyMp3');
        const found = await this.probed(path);
        if (found.audioCodec === null) throw new DomainError('media.damaged');
        return {
          contentType: type.mime === 'audio/mpeg' ? 'audio/mpeg' : 'audio/mp4',
          extension,
          duration: found.duration,
        };
      }
      case 'video': {
        if (type?.mime !== 'video/mp4') throw new DomainError('media.onlyMp4');
        const found = await this.probed(path);
        if (found.videoCodec === null) throw new DomainError('media.damaged');
        return { contentType: 'video/mp4', extension: 'mp4', duration: found.duration };
      }
      default: {
        const exhaustive: never = kind;
        return exhaustive;
      }
    }
  }

  private async picture(path: string, mime: string | undefined): Promise<InspectedMedia> {
    if (mime === 'image/webp') throw new DomainError('media.typeNotAccepted', { type: 'webp' });
    const extension = mime ? PICTURES[mime] : undefined;
    if (!mime || !extension) throw invalid('image');
    let width: number;
    let height: number;
    try {
      ({ width, height } = await sharp(path, { limitInputPixels: false }).metadata());
    } catch {
      throw new DomainError('media.damaged');
    }
    if (width * height > Limits.pictureMaxPixels)
      throw new DomainError('profile.pictureTooManyPixels', {
        width,
        height,
        max: Limits.pictureMaxPixels / 1_000_000,
      });
    if (Math.min(width, height) < MediaLimits.imageMinSide)
      throw new DomainError('media.resolutionTooLow', { width, height, min: MediaLimits.imageMinSide });
    try {
      await sharp(path, { failOn: 'truncated', limitInputPixels: Limits.pictureMaxPixels })
        .resize(32, 32, { fit: 'inside' })
        .raw()
        .toBuffer();
    } catch {
      throw new DomainError('media.damaged');
    }
    return { contentType: mime, extension, duration: null };
  }

  private async probed(path: string): Promise<MediaProbe> {
    try {
      return await probe(path);
    } catch (error) {
      // Without ffmpeg on the machine no sound or video can be judged: the server's fault, not the file's.
      if (error instanceof Error && /Cannot find ffprobe|ENOENT/.test(error.message))
        throw new DomainError('media.toolsMissing', {}, 503, 1);
      throw new DomainError('media.damaged');
    }
  }
}
