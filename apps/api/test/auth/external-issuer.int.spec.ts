/**
 * OIDC_ISSUER set: no built-in provider; tokens are verified against the external issuer's keys,
 * found through its discovery document. A stand-in issuer (Auth0-shaped: issuer with a trailing
 * slash, namespaced claims) serves the discovery document and the JWKS on a local port.
 */
import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { BaseRole, FunctionalRole, enMessages } from '@ambient/core';
import { JwtTokenVerifier } from '../../src/auth/token-verifier.js';
import { remoteIssuerKeys } from '../../src/auth/signing-keys.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { freePort, startProbeApp, testConfig } from './auth-test-app.js';
import { InMemoryUserAuth } from './in-memory-user-auth.js';

jest.setTimeout(60_000);

describe('an external OpenID Connect issuer (OIDC_ISSUER)', () => {
  let dataDir: string;
  let issuerServer: Server;
  let issuerUrl: string;
  let config: AppConfig;
  let app: NestExpressApplication;
  let users: InMemoryUserAuth;
  let knownUserId: string;
  let signingKey: CryptoKeyLike;
  const kid = 'external-key-1';
  let discoveryRequests = 0;

  type CryptoKeyLike = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ambient-auth-ext-'));
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    signingKey = privateKey;
    const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };

    const issuerPort = await freePort();
    issuerUrl = `http://127.0.0.1:${issuerPort}/`;
    const issuerApp = express();
    issuerApp.get('/.well-known/openid-configuration', (_req, res) => {
      discoveryRequests++;
      res.json({ issuer: issuerUrl, jwks_uri: `${issuerUrl}.well-known/jwks.json` });
    });
    issuerApp.get('/.well-known/jwks.json', (_req, res) => {
      res.json({ keys: [publicJwk] });
    });
    issuerServer = await new Promise<Server>((resolve) => {
      const server = issuerApp.listen(issuerPort, '127.0.0.1', () => resolve(server));
    });

    users = new InMemoryUserAuth();
    knownUserId = await users.register({
      email: 'kim@example.org',
      password: 'kiosk manager 1',
      name: 'Kim Kiosk',
      role: BaseRole.Manager,
      kioskIds: [4],
    });
    config = testConfig(await freePort(), dataDir, { OIDC_ISSUER: issuerUrl });
    app = await startProbeApp(config, users);
  });

  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => issuerServer?.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  const ns = () => config.oidc.claimsNamespace;

  function token(
    claims: Record<string, unknown>,
    options: { key?: CryptoKeyLike; kid?: string; audience?: string; issuer?: string } = {},
  ) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid })
      .setIssuer(options.issuer ?? issuerUrl)
      .setAudience(options.audience ?? config.oidc.audience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(options.key ?? signingKey);
  }

  // The probe app's route, which the API's OpenAPI document does not have: fetched untyped.
  const callApi = (accessToken: string) =>
    fetch(`${config.publicUrl}/api/probe/principal`, { headers: { authorization: `Bearer ${accessToken}` } });

  it('does not mount the built-in provider', async () => {
    const response = await fetch(`${config.publicUrl}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(404);
  });

  it('builds the profile from the namespaced claims of a user not in the read model', async () => {
    const accessToken = await token({
      sub: 'auth0|manager-1',
      [`${ns()}/user_metadata`]: {
        languageId: 2,
        picture: 'https://example.org/p.png',
        defaultResidentId: null,
      },
      [`${ns()}/app_metadata`]: {
        domainIds: [3],
        facilityIds: [5],
        kioskIds: [],
        residentIds: [],
        role: 'Manager',
      },
      [`${ns()}/email`]: 'dom@example.org',
      name: 'Dominique Domaine',
    });
    const response = await callApi(accessToken);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      profile: Record<string, unknown>;
      flags: Record<string, boolean>;
    };
    expect(body.profile).toMatchObject({
      id: 'auth0|manager-1',
      email: 'dom@example.org',
      name: 'Dominique Domaine',
      nickname: 'Dominique',
      languageId: 2,
      picture: 'https://example.org/p.png',
      domainIds: [3],
      facilityIds: [5],
      role: BaseRole.Manager,
      functionalRole: FunctionalRole.DomainManager,
    });
    expect(body.flags).toMatchObject({ isDomainManager: true, isManager: true, isAdmin: false });
  });

  it('prefers the read model for a known user', async () => {
    const response = await callApi(
      await token({ sub: knownUserId, [`${ns()}/app_metadata`]: { role: 'Admin' } }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      profile: Record<string, unknown>;
      flags: Record<string, boolean>;
    };
    expect(body.profile).toMatchObject({
      id: knownUserId,
      functionalRole: FunctionalRole.KioskManager,
      role: BaseRole.Manager,
    });
    expect(body.flags).toMatchObject({ isKioskManager: true, isAdmin: false });
  });

  it('refuses tokens signed by another key, with an unknown kid, for another audience or issuer', async () => {
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const refused = [
      await token({ sub: 'auth0|x' }, { key: otherKey }),
      await token({ sub: 'auth0|x' }, { key: otherKey, kid: 'unknown-kid' }),
      await token({ sub: 'auth0|x' }, { audience: 'https://other.example.org' }),
      await token({ sub: 'auth0|x' }, { issuer: 'https://other-issuer.example.org/' }),
    ];
    for (const accessToken of refused) {
      const response = await callApi(accessToken);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        errorSeverity: 1,
        errorMessage: enMessages['error.unauthorized'],
      });
    }
    // The discovery document was read once for all of them.
    expect(discoveryRequests).toBe(1);
  });

  it('answers 503, not 401, when the issuer cannot be reached', async () => {
    const verifier = new JwtTokenVerifier({
      keys: remoteIssuerKeys(`http://127.0.0.1:${await freePort()}/`),
      users,
      config,
      profileFromClaimsWhenUnknown: true,
    });
    await expect(verifier.verify(await token({ sub: 'auth0|x' }))).rejects.toMatchObject({ status: 503 });
  });
});
