import type { Request, Response } from 'express';

/** What a scrape answered before routing (the metrics token's middleware) names as its route. */
export const ROUTE_LOCAL = 'metricsRoute';

/**
 * The route a request took as the pattern the API declares (`/api/kiosks/{id}`, as the OpenAPI
 * document writes it), never its address: no id, no query, nothing of a person. A request no API
 * route took is named by where it went: the sign-in provider, an API address no route serves (or
 * refused before routing: too long, broken text), the console's files.
 */
export function routePatternOf(req: Request, res: Response): string {
  const named: unknown = res.locals[ROUTE_LOCAL];
  if (typeof named === 'string') return named;
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return pattern.replace(/:(\w+)/g, '{$1}');
  const path = req.originalUrl;
  if (path === '/oidc' || path.startsWith('/oidc/') || path.startsWith('/oidc?')) return '/oidc/*';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) return '(unmatched)';
  return '(console)';
}
