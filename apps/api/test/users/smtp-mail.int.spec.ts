/**
 * Email that really leaves (issue: People, point 4): with SMTP_URL set, invitations and
 * change-password emails go to a real SMTP server (`smtp-server`), in the recipient's language,
 * with text and HTML parts; the link they carry sets a password once, and the person signs in.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { enMessages } from '@ambient/core';
import { featureEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { addressOf, startSmtpServer } from '../support/smtp-server.js';
import { findIn, typedApi, type TypedApi } from '../support/typed-api.js';

for (const engine of featureEngines()) {
  describe(`email through SMTP on ${engine.name}`, () => {
    let api: RunningApi;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let admin = '';
    let typed: TypedApi;
    /** A password set by the emailed link's token, as someone signed out does. */
    const useLink = (token: string, password: string) =>
      typed.post('/api/users/password-link', { body: { token, password } });

    /** The last message the SMTP server received for `email`, once it has come. */
    const mailTo = async (email: string, count = 1): Promise<ParsedMail> => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mails = smtp.received.filter((mail) => addressOf(mail) === email);
        if (mails.length >= count) return mails.at(-1)!;
        if (Date.now() > deadline) throw new Error(`No mail to ${email}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const tokenOf = (mail: ParsedMail): string => /\/setPassword#([\w.-]+)/.exec(mail.text ?? '')?.[1] ?? '';

    beforeAll(async () => {
      smtp = await startSmtpServer();
      api = await startApi(engine, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      typed = typedApi(api.url);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
    }, 120_000);

    afterAll(async () => {
      await api?.close();
      await smtp?.close();
    });

    it('sends an invitation in French, text and HTML, whose link sets the password once and verifies the email', async () => {
      const resident = findIn(
        (await typed.post('/api/users/manager', { body: { context: 'admin' }, token: admin })).json.residents,
      );
      const email = 'claire.smtp@example.org';
      const created = await typed.post('/api/users', {
        body: {
          email,
          name: 'Claire Gagné',
          languageId: 2,
          functionalRole: 'Guest',
          residentIds: [resident.id],
          context: 'admin',
        },
        token: admin,
      });
      expect(created.json).toMatchObject({ isEmailSent: true });
      const mail = await mailTo(email);
      expect(mail.subject).toBe('Ambient Console\u202f: votre invitation');
      expect(mail.text).toContain('Bonjour Claire Gagné,');
      expect(mail.html).toContain(`${api.url}/setPassword#`);
      const token = tokenOf(mail);
      expect(token).not.toBe('');

      expect((await useLink(token, 'Claire-2025!')).status).toBe(200);
      expect(await useLink(token, 'Again-2025!')).toEqual({
        status: 404,
        json: { errorSeverity: 0, errorMessage: enMessages['user.passwordLinkInvalid'] },
      });
      expect(await api.signIn(email, 'Claire-2025!')).toEqual(expect.any(String));
      const id = created.json.user!.id;
      const extra = await typed.post('/api/users/manager/extra-fields', {
        body: { userIds: [id] },
        token: admin,
      });
      expect(extra.json.extraFields).toEqual([
        { id, isEmailVerified: true, lastLogin: expect.any(String), lastPasswordReset: expect.any(String) },
      ]);
    });

    it('sends a change-password email in English whose link works once; the old password stops working', async () => {
      const kioskManager = await api.signIn('one.kiosk@ambient.demo', DEMO_PASSWORD);
      expect(
        (
          await typed.post('/api/users/change-password-email', {
            body: { email: 'one.kiosk@ambient.demo' },
            token: kioskManager,
          })
        ).json,
      ).toEqual({ errorSeverity: null, errorMessage: null, isEmailSent: true });
      const mail = await mailTo('one.kiosk@ambient.demo');
      expect(mail.subject).toBe('Ambient Console: change your password');
      expect(mail.text).toContain('This link works once');
      const token = tokenOf(mail);
      expect((await useLink(token, 'Omar-New-2025')).status).toBe(200);
      expect(await api.signIn('one.kiosk@ambient.demo', 'Omar-New-2025')).toEqual(expect.any(String));
      await expect(api.signIn('one.kiosk@ambient.demo', DEMO_PASSWORD)).rejects.toThrow();
    });
  });
}
