/**
 * The metrics token (METRICS_TOKEN, decision 0108) as a scraper shows it: `Authorization: Bearer
 * <token>`, compared in constant time.
 */
import { timingSafeEqual } from 'node:crypto';

/** True when a metrics token is set and `authorization` carries it as its bearer. */
export function showsMetricsToken(token: string | null, authorization: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(/^bearer (.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
