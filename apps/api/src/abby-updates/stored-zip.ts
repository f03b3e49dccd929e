import type { Response } from 'express';
import { DomainError } from '@ambient/core';

/** Streams a kept zip as an attachment (`sendFile` reads it in chunks); a file gone from the disk is 404. */
export function sendStoredZip(res: Response, path: string, fileName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    res.setHeader('Content-Disposition', `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.sendFile(path, { headers: { 'Content-Type': 'application/zip' } }, (error?: Error) => {
      if (!error) resolve();
      else if (!res.headersSent) reject(new DomainError('error.notFound', {}, 404, 0));
      else {
        res.destroy();
        resolve();
      }
    });
  });
}
