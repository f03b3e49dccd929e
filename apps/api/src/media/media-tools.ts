import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import ffmpeg from 'fluent-ffmpeg';

/** What ffprobe says of a media file. */
export interface MediaProbe {
  /** Seconds, or null for a still picture. */
  readonly duration: number | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly videoCodec: string | null;
  readonly audioCodec: string | null;
}

/** ffprobe on a file. */
export function probe(path: string): Promise<MediaProbe> {
  return new Promise((resolve, reject) =>
    ffmpeg.ffprobe(path, (error, data) => {
      if (error)
        return reject(new Error(`The file cannot be read as media: ${String(error.message).split('\n')[0]}`));
      const video = data.streams.find((s) => s.codec_type === 'video');
      const audio = data.streams.find((s) => s.codec_type === 'audio');
      const duration = Number(data.format.duration);
      resolve({
        duration: Number.isFinite(duration) ? duration : null,
        width: video?.width ?? null,
        height: video?.height ?? null,
        videoCodec: video?.codec_name ?? null,
        audioCodec: audio?.codec_name ?? null,
      });
    }),
  );
}

/**
 * Transcodes to an MP4 every browser and kiosk plays: H.264 (yuv420p, even sizes, at most 1920
 * wide) and AAC, with its index at the start so it plays while it downloads. A video without sound
 * gets no audio track.
 */
export function transcodeToMp4(input: string, output: string, hasAudio: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const command = ffmpeg(input)
      .videoCodec('libx264')
      .outputOptions([
        '-preset veryfast',
        '-crf 23',
        '-pix_fmt yuv420p',
        '-movflags +faststart',
        "-vf scale='min(1920,iw)':-2",
      ]);
    if (hasAudio) command.audioCodec('aac').audioBitrate('128k');
    else command.noAudio();
    command
      .format('mp4')
      .on('error', (error: Error) =>
        reject(new Error(`The video cannot be transcoded: ${error.message.split('\n')[0]}`)),
      )
      .on('end', () => resolve())
      .save(output);
  });
}

/** One frame as a JPEG, at `seconds` (or the first frame of a shorter video). */
export function posterFrame(input: string, output: string, seconds: number): Promise<void> {
  return new Promise((resolve, reject) =>
    ffmpeg(input)
      .seekInput(seconds)
      .frames(1)
      .outputOptions(['-q:v 3'])
      .format('image2')
      .on('error', (error: Error) =>
        reject(new Error(`No frame can be taken: ${error.message.split('\n')[0]}`)),
      )
      .on('end', () => resolve())
      .save(output),
  );
}

/** A folder of its own for one job's files, removed afterwards whatever happens. */
export async function inScratch<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'ambient-media-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Copies a stream to a file (ffmpeg needs to seek in its input: an MP4's index may be at its end). */
export async function toFile(stream: NodeJS.ReadableStream, path: string): Promise<void> {
  await pipeline(stream, createWriteStream(path));
}
