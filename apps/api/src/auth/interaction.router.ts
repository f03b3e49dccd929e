/**
 * The provider's interaction routes (Express), mounted at the provider's path before the
 * provider itself: the sign-in page and its post, the abort link, and the pages' static assets.
 */
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type Provider from 'oidc-provider';
import { errors as oidcErrors } from 'oidc-provider';
import { translate } from '@ambient/core';
import type { UserAuthPort } from './auth.port.js';
import { signInWithPassword } from './password-sign-in.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import { choosePageLanguage, languageIdOf, type PageLanguage } from './sign-in.locale.js';
import {
  AUTO_SUBMIT_JS,
  AUTO_SUBMIT_SCRIPT,
  SIGN_IN_CSS,
  SIGN_IN_STYLESHEET,
  renderErrorPage,
  renderExpiredPage,
  renderSignInPage,
} from './sign-in.pages.js';

export interface InteractionRouterDeps {
  provider: Provider;
  users: UserAuthPort;
  /** The provider's mount path, e.g. "/oidc". */
  mountPath: string;
  /** The console's home page, linked from the error pages. */
  homeUrl: string;
  /** The pages' Content-Security-Policy. */
  contentSecurityPolicy: string;
  /** Failed sign-ins per account and per address; none in the auth slice's own unit checks. */
  throttle?: SignInThrottle;
  /** The clock locks are judged by. */
  now?: () => Date;
}

const logger = new Logger('SignIn');

const field = (body: unknown, name: string): string => {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

export function createInteractionRouter(deps: InteractionRouterDeps): Router {
  const { provider, users, mountPath, homeUrl, contentSecurityPolicy, throttle } = deps;
  const now = deps.now ?? (() => new Date());
  const assetsPath = `${mountPath}/assets`;
  const router = express.Router();
  const parseForm = express.urlencoded({ extended: false, limit: '16kb' });

  function sendPage(res: Response, status: number, html: string): void {
    res
      .status(status)
      .set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': contentSecurityPolicy,
        'Referrer-Policy': 'no-referrer',
        'X-Frame-Options': 'DENY',
      })
      .send(html);
  }

  async function loginInteraction(req: Request, res: Response) {
    const interaction = await provider.interactionDetails(req, res);
    if (interaction.uid !== req.params.uid) {
      throw new oidcErrors.SessionNotFound('interaction does not match the cookie');
    }
    return interaction;
  }

  function signInPage(
    res: Response,
    uid: string,
    language: PageLanguage,
    email: string,
    error: string | null,
    status = 200,
  ) {
    const other: PageLanguage = language === 'fr' ? 'en' : 'fr';
    sendPage(
      res,
      status,
      renderSignInPage({
        language,
        assetsPath,
        action: `${mountPath}/interaction/${uid}/login`,
        otherLanguageHref: `${mountPath}/interaction/${uid}?lang=${other}`,
        email,
        error,
      }),
    );
  }

  router.get(`/assets/${SIGN_IN_STYLESHEET}`, (_req, res) => {
    res.type('text/css').set('Cache-Control', 'public, max-age=3600').send(SIGN_IN_CSS);
  });
  router.get(`/assets/${AUTO_SUBMIT_SCRIPT}`, (_req, res) => {
    res.type('text/javascript').set('Cache-Control', 'public, max-age=3600').send(AUTO_SUBMIT_JS);
  });

  router.get('/interaction/:uid', async (req: Request<{ uid: string }>, res: Response) => {
    const interaction = await loginInteraction(req, res);
    const { prompt, params } = interaction;

    if (prompt.name === 'consent') {
      // First-party client: consent is implied (normally settled by loadExistingGrant already).
      const accountId = interaction.session?.accountId;
      if (!accountId) throw new oidcErrors.SessionNotFound('no session to consent for');
      const grant = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : new provider.Grant({ accountId, clientId: String(params.client_id) });
      if (!grant) throw new oidcErrors.SessionNotFound('grant not found');
      const details = prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
      if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: interaction.grantId ? {} : { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }

    const language = choosePageLanguage({
      lang: req.query.lang,
      uiLocales: params.ui_locales,
      acceptLanguage: req.get('accept-language'),
    });
    const loginHint = typeof params.login_hint === 'string' ? params.login_hint : '';
    signInPage(res, interaction.uid, language, loginHint, null);
  });

  router.post('/interaction/:uid/login', parseForm, async (req: Request<{ uid: string }>, res: Response) => {
    const interaction = await loginInteraction(req, res);
    const language = choosePageLanguage({
      lang: field(req.body, 'lang'),
      uiLocales: interaction.params.ui_locales,
      acceptLanguage: req.get('accept-language'),
    });
    if (interaction.prompt.name !== 'login') {
      res.redirect(303, `${mountPath}/interaction/${interaction.uid}`);
      return;
    }
    const email = field(req.body, 'email').trim();
    const password = field(req.body, 'password');
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const verdict = throttle ? await throttle.check(address, email) : { allowed: true as const };
    if (!verdict.allowed) {
      const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
      const message = translate('signIn.throttled', { minutes }, languageIdOf(language));
      res.set('Retry-After', String(verdict.retryAfterSeconds));
      signInPage(res, interaction.uid, language, email, message, 429);
      return;
    }
    // The request's correlation id (set by the application's middleware) ties the events to it.
    const correlationId = (req as Request & { correlationId?: unknown }).correlationId;
    const result = await signInWithPassword(
      users,
      email,
      password,
      typeof correlationId === 'string' ? correlationId : randomUUID(),
      now(),
      throttle?.unknownAccounts,
    );
    if (result.outcome === 'refused') {
      await throttle?.failed(address, email);
      const message = translate(result.message.key, result.message.params, languageIdOf(language));
      signInPage(res, interaction.uid, language, email, message);
      return;
    }
    await throttle?.succeeded(email);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: result.accountId } },
      {
        mergeWithLastSubmission: false,
      },
    );
  });

  router.get('/interaction/:uid/abort', async (req: Request<{ uid: string }>, res: Response) => {
    await loginInteraction(req, res);
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
  });

  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof oidcErrors.SessionNotFound) {
      const language = choosePageLanguage({
        lang: req.query.lang,
        acceptLanguage: req.get('accept-language'),
      });
      sendPage(res, 400, renderExpiredPage({ language, assetsPath, homeUrl }));
      return;
    }
    logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    sendPage(res, 500, renderErrorPage({ assetsPath, homeUrl, error: 'server_error' }));
  });

  return router;
}
