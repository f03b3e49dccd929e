import { pipeline } from 'node:stream/promises';
import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DomainError } from '@ambient/core';
import { Public } from '../auth/public.decorator.js';
import { BlobNotFound, BlobStore, type ByteRange } from './blob-store.js';
import { MediaSigner } from './media-signer.js';

/**
 * Answers a stored file to whoever holds a valid signed address for it (handed out by the
 * readers, to callers allowed to see the file's owner). No token is needed: an <img> cannot
 * send one. A missing, wrong or expired signature answers 403 and reveals nothing of the file.
 */
@Public()
@ApiExcludeController()
@Controller('media')
export class MediaController {
  constructor(
    private readonly signer: MediaSigner,
    private readonly store: BlobStore,
  ) {}

  @Get('*path')
  async serve(@Req() request: Request, @Res() response: Response): Promise<void> {
    const relative = decodedPath(request.path);
    const expires = Number(single(request.query.expires));
    const signature = single(request.query.signature) ?? '';
    const now = Date.now();
    if (relative === null || !this.signer.allows(relative, expires, signature, now)) {
      throw new DomainError('media.linkInvalid', {}, 403);
    }
    const found = await this.store.stat(relative);
    if (!found) throw new DomainError('media.linkInvalid', {}, 404);
    const seconds = Math.max(0, Math.floor((expires - now) / 1000));
    response.setHeader('Cache-Control', `private, max-age=${seconds}`);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Accept-Ranges', 'bytes');
    response.setHeader('Content-Type', found.contentType ?? 'application/octet-stream');
    const range = rangeOf(single(request.headers.range), found.size);
    if (range === 'unsatisfiable') {
      response.status(416).setHeader('Content-Range', `bytes */${found.size}`);
      response.end();
      return;
    }
    if (range) {
      response.status(206);
      response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${found.size}`);
      response.setHeader('Content-Length', String(range.end - range.start + 1));
    } else {
      response.setHeader('Content-Length', String(found.size));
    }
    if (request.method === 'HEAD' || found.size === 0) {
      response.end();
      return;
    }
    // Streamed from the store: a large video is never held in memory.
    try {
      await pipeline(await this.store.read(relative, range ?? undefined), response);
    } catch (error) {
      // Removed since it was looked at: as if it had not been there.
      if (error instanceof BlobNotFound && !response.headersSent) {
        throw new DomainError('media.linkInvalid', {}, 404);
      }
      // A reader that went away mid-file: nothing more to answer.
      if (!response.headersSent) throw error;
      response.destroy();
    }
  }
}

/** The file's place from the request path (after `/api/media/`), or null when it cannot be one. */
function decodedPath(path: string): string | null {
  const marker = '/media/';
  const at = path.indexOf(marker);
  if (at < 0) return null;
  try {
    return path
      .slice(at + marker.length)
      .split('/')
      .map((part) => decodeURIComponent(part))
      .join('/');
  } catch {
    return null;
  }
}

/**
 * One range of a `Range: bytes=…` header within a file of `size` bytes: null for none (or one
 * this server does not serve in parts, such as several ranges: the whole file is answered),
 * 'unsatisfiable' when it starts past the end.
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  return end < start ? null : { start, end };
}

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
