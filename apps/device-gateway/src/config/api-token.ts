/**
 * The secret the API and the gateway share (GATEWAY_API_TOKEN), as a caller shows it: an
 * `Authorization: Bearer <token>` header, compared in constant time.
 */
import { timingSafeEqual } from 'node:crypto';

/** True when `authorization` carries `token` as its bearer. */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(authorization?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Who may read the gateway's detail (its broker's address and engine, how many kiosks are
 * online; decision 0101): the holder of the token when one is set, and, on a gateway without one
 * (the embedded default, alone on the loopback), only a caller on the loopback.
 */
export function mayReadDetail(
  token: string | undefined,
  authorization: string | undefined,
  remoteAddress: string | undefined,
): boolean {
  if (token) return bearerMatches(authorization, token);
  return remoteAddress !== undefined && LOOPBACK.test(remoteAddress);
}

/**
 * Who may read the gateway's metrics (decision 0108): the holder of METRICS_TOKEN, and of
 * GATEWAY_API_TOKEN, which reads as much already (the health's detail); with neither set, as for
 * the detail, only a caller on the loopback.
 */
export function mayReadMetrics(
  tokens: { metricsToken?: string | null; apiToken?: string },
  authorization: string | undefined,
  remoteAddress: string | undefined,
): boolean {
  const given = [tokens.metricsToken, tokens.apiToken].filter((token): token is string => !!token);
  if (given.length === 0) return mayReadDetail(undefined, authorization, remoteAddress);
  return given.some((token) => bearerMatches(authorization, token));
}
