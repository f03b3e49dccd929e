import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DomainError } from '@ambient/core';
import { Public } from '../auth/public.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
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
  private readonly root: string;

  constructor(
    private readonly signer: MediaSigner,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.root = join(config.dataDir, 'media');
  }

  @Get('*path')
  async serve(@Req() request: Request, @Res() response: Response): Promise<void> {
    const relative = decodedPath(request.path);
    const expires = Number(single(request.query.expires));
    const signature = single(request.query.signature) ?? '';
    const now = Date.now();
    if (relative === null || !this.signer.allows(relative, expires, signature, now)) {
      throw new DomainError('media.linkInvalid', {}, 403);
    }
    const file = join(this.root, ...relative.split('/'));
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) throw new DomainError('media.linkInvalid', {}, 404);
    const seconds = Math.max(0, Math.floor((expires - now) / 1000));
    response.setHeader('Cache-Control', `private, max-age=${seconds}`);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    await new Promise<void>((resolve, reject) =>
      response.sendFile(file, { dotfiles: 'deny', cacheControl: false }, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
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

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
