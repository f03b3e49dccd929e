/**
 * Emailed change-password links through the API (issue 40, decision 0100): a link sent again ends
 * the one before, and a password change, by a link or by its owner, ends every link sent before
 * it. A refused link answers as any invalid one and appends nothing.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { enMessages } from '@ambient/core';
import { eventHead, refusal } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { typedApi, type TypedApi } from '../support/typed-api.js';

const OWNER = 'one.kiosk@ambient.demo';
const BY_LINK = 'Set-By-Link-2025';

for (const engine of featureEngines()) {
  describe(`change-password links on ${engine.name}`, () => {
    let api: RunningApi;
    let typed: TypedApi;

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
    }, 120_000);

    afterAll(async () => {
      await api?.close();
    });

    /** The mails sent to `email`, oldest first, as the outbox keeps them. */
    const mailsTo = async (email: string): Promise<string[]> => {
      const outbox = join(api.config.dataDir, 'outbox');
      const files = (await readdir(outbox).catch(() => [] as string[])).sort();
      const mails = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
      return mails.filter((mail) => mail.includes(`To: ${email}`));
    };
    /** Asks for a change-password email as its owner does, and answers the token of its link. */
    const askForLink = async (token: string): Promise<string> => {
      const before = (await mailsTo(OWNER)).length;
      const asked = await typed.post('/api/users/change-password-email', { body: { email: OWNER }, token });
      expect(asked).toEqual({
        status: 200,
        json: { errorSeverity: null, errorMessage: null, isEmailSent: true },
      });
      const mails = await mailsTo(OWNER);
      expect(mails).toHaveLength(before + 1);
      const link = /\/setPassword#([\w.-]+)/.exec(mails.at(-1)!)?.[1];
      expect(link).toEqual(expect.any(String));
      return link!;
    };
    const useLink = (token: string, password: string) =>
      typed.post('/api/users/password-link', { body: { token, password } });
    /** A link refused as any invalid one, the log as it was. */
    const expectRefused = async (token: string, password: string) => {
      const head = await eventHead(api);
      expect(await useLink(token, password)).toEqual(refusal(404, enMessages['user.passwordLinkInvalid']));
      expect(await eventHead(api)).toBe(head);
    };

    it('sets the password with the newest link only, and ends every link once the owner changes it', async () => {
      let session = await api.signIn(OWNER, DEMO_PASSWORD);
      const first = await askForLink(session);
      const second = await askForLink(session);
      expect(second).not.toBe(first);

      // The newer link ended the older one; the newer sets the password, once.
      await expectRefused(first, 'Set-By-Old-Link-2025');
      expect(await useLink(second, BY_LINK)).toEqual({
        status: 200,
        json: { errorSeverity: null, errorMessage: null },
      });
      await expectRefused(second, 'Set-Twice-2025');
      session = await api.signIn(OWNER, BY_LINK);

      // A link asked for, then the owner changes the password themselves: the link is ended.
      const third = await askForLink(session);
      const me = await typed.get('/api/users/me', { token: session });
      const changed = await typed.put('/api/users/{id}/password', {
        path: { id: me.json.profile.id },
        body: { password: DEMO_PASSWORD, currentPassword: BY_LINK },
        token: session,
      });
      expect(changed.status).toBe(200);
      await expectRefused(third, 'Set-After-Change-2025');
      // The owner's own password holds; the refused links changed nothing.
      expect(await api.signIn(OWNER, DEMO_PASSWORD)).toEqual(expect.any(String));
    });
  });
}
