/**
 * The HTTP port of `npm run worker`, which has no API (decision 0108): `GET /metrics` (its process,
 * its job tries and appends, the queue's depth) and `GET /health` (whether its queue answers, for
 * the container's health check). Errors answer in the API's shape, in English or French.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { translate, type MessageKey } from '@ambient/core';
import type { AppConfig } from '../../config/app-config.js';
import type { JobQueue } from '../../jobs/index.js';
import type { Metrics } from './metrics.js';
import { showsMetricsToken } from './metrics-token.js';
import { within } from './within.js';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export interface WorkerMetricsServer {
  /** Its address, e.g. http://127.0.0.1:4282. */
  url: string;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function refuse(req: IncomingMessage, res: ServerResponse, status: number, key: MessageKey): void {
  const language = /^\s*fr\b/i.test(req.headers['accept-language'] ?? '') ? 2 : 1;
  json(res, status, { errorSeverity: 1, errorMessage: translate(key, {}, language) });
}

/**
 * Listens where `settings` say. The metrics open to the metrics token when one is set, else to
 * callers on the loopback only, as the device gateway's detail does (decision 0101).
 */
export async function serveWorkerMetrics(
  metrics: Metrics,
  queue: JobQueue,
  settings: AppConfig['metrics'],
  port = settings.workerPort,
): Promise<WorkerMetricsServer> {
  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? '/', 'http://worker.invalid').pathname;
    if (req.method !== 'GET' || (path !== '/metrics' && path !== '/health'))
      return refuse(req, res, 404, 'error.notFound');
    if (path === '/health') {
      const up = (await within(2000, queue.counts(), null)) !== null;
      if (up) return json(res, 200, { errorSeverity: null, errorMessage: null, status: 'ok' });
      return json(res, 503, {
        errorSeverity: 1,
        errorMessage: translate('error.internal', {}, 1),
        status: 'degraded',
      });
    }
    const allowed = settings.token
      ? showsMetricsToken(settings.token, req.headers.authorization)
      : LOOPBACK.test(req.socket.remoteAddress ?? '');
    if (!allowed) return refuse(req, res, 401, 'error.metricsRefused');
    const { contentType, text } = await metrics.exposition();
    res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
    res.end(text);
  };
  const server = createServer((req, res) => {
    answer(req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else refuse(req, res, 500, 'error.internal');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, settings.workerHost, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: bound } = server.address() as AddressInfo;
  const host = settings.workerHost.includes(':') ? `[${settings.workerHost}]` : settings.workerHost;
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
