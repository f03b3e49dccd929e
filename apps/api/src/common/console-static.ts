/**
 * Serves the built console (apps/web/dist) in production (decision 0015):
 * - the precompressed copy the client accepts (`.br` preferred, then `.gz`, else the file),
 *   with `Content-Encoding`, `Vary: Accept-Encoding` and the original file's `Content-Type`;
 * - hashed files under `/assets/` cached for a year as immutable, everything else `no-cache`
 *   (revalidated by ETag) so that a deploy is picked up on the next load;
 * - the history fallback: a GET or HEAD of any console route answers `index.html`;
 * - a missing file (a path with an extension, or anything under `/assets/`) answers 404 with the
 *   API's error body, not the console (a stale chunk must fail visibly, not parse HTML as code).
 * The files are listed once at start-up: only those files are ever read.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { translate } from '@ambient/core';
import { languageOf, type ApiRequest } from './request-context.js';

export const DEFAULT_WEB_DIST = resolve(import.meta.dirname, '..', '..', '..', 'web', 'dist');

/** Paths that belong to the API, the sign-in provider and live updates, never to the console. */
const NOT_CONSOLE = /^\/(api|oidc|socket\.io)(\/|$)/;
const HASHED = /^\/assets\//;
const LOOKS_LIKE_A_FILE = /\.[a-z0-9]+$/i;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

interface ConsoleFile {
  /** Absolute path of the file as built. */
  path: string;
  /** Encodings with a precompressed copy beside it. */
  encodings: Set<Encoding>;
}

/** Every file of the build by URL path; compressed copies are attached to their originals. */
function listFiles(root: string): Map<string, ConsoleFile> {
  const all = new Set<string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else all.add(path);
    }
  };
  walk(root);
  const files = new Map<string, ConsoleFile>();
  for (const path of all) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const encodings = new Set<Encoding>();
    for (const encoding of ['br', 'gzip'] as const) {
      if (all.has(path + SUFFIX[encoding])) encodings.add(encoding);
    }
    files.set(`/${relative(root, path).split(sep).join('/')}`, { path, encodings });
  }
  return files;
}

/** The `q` of each content coding the client accepts (RFC 9110 §12.5.3); `*` covers the rest. */
function acceptedCodings(header: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(coding, q ? Number(q[1]) : 1);
  }
  return accepted;
}

/** Brotli when the client takes it, then gzip, else the file as it is. */
export function chooseEncoding(header: string | undefined, available: Set<Encoding>): Encoding | null {
  const accepted = acceptedCodings(header);
  for (const encoding of ['br', 'gzip'] as const) {
    const q = accepted.get(encoding) ?? accepted.get('*') ?? 0;
    if (available.has(encoding) && q > 0) return encoding;
  }
  return null;
}

/**
 * The console's request handler, or null when `root` holds no built console. Place it before
 * the API's routes: it passes on every request that is not a console file or route.
 */
export function consoleStatic(root: string = DEFAULT_WEB_DIST): RequestHandler | null {
  let files: Map<string, ConsoleFile>;
  try {
    files = listFiles(root);
  } catch {
    return null;
  }
  const index = files.get('/index.html');
  if (!index) return null;

  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_CONSOLE.test(req.path)) return next();
    let file = files.get(req.path);
    if (!file) {
      if (HASHED.test(req.path) || LOOKS_LIKE_A_FILE.test(req.path)) {
        res.status(404).json({
          errorSeverity: 1,
          errorMessage: translate('error.notFound', {}, languageOf(req as ApiRequest)),
        });
        return;
      }
      file = index;
    }
    const encoding = file.encodings.size ? chooseEncoding(req.get('accept-encoding'), file.encodings) : null;
    res.type(file.path.slice(file.path.lastIndexOf('.')));
    res.setHeader('Cache-Control', HASHED.test(req.path) && file !== index ? IMMUTABLE : REVALIDATE);
    if (file.encodings.size) res.vary('Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    const sent = encoding ? file.path + SUFFIX[encoding] : file.path;
    res.sendFile(sent, { cacheControl: false, dotfiles: 'allow' }, (error?: Error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
