import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { PRODUCT_NAME } from '@ambient/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * The people a mail is to or about, by their stream ids (`user-…`, `resident-…`): erasing one of
 * them removes it from the outbox (decision 0024). Ids are not personal data.
 */
interface AboutPeople {
  people: readonly string[];
}

export interface LinkRequest extends AboutPeople {
  email: string;
  name: string;
  /** The resident or kiosk the account would be linked to. */
  aboutName: string;
  languageId: number | null;
  url: string;
  expiresAt: Date;
}

export type LinkRefusedNotice = Omit<LinkRequest, 'url' | 'expiresAt'>;

/** An invitation to set a first password, or a link to change it (single use, expiring). */
export interface PasswordLinkMail extends AboutPeople {
  email: string;
  name: string;
  languageId: number | null;
  purpose: 'invitation' | 'reset';
  /** Whom the invitation is about (a resident or kiosk), when a context added the person. */
  aboutName?: string | null;
  url: string;
  expiresAt: Date;
}

/** The header naming the people a mail is to or about. */
const PEOPLE_HEADER = 'X-Ambient-People';

/**
 * Sends the emails the console promises (invitations, change-password links, link requests)
 * with nodemailer: through SMTP when `SMTP_URL` is set, else as .eml files under
 * `${dataDir}/outbox`, where admins can read them. Each mail names the people it is to or about, so that erasing a
 * person removes theirs (`forgetMailsOf`).
 */
@Injectable()
export class Mailer {
  private transport: Transporter | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** An invitation to set a first password, or a change-password link (spec 02 §4, decision 0027). */
  async sendPasswordLink(mail: PasswordLinkMail): Promise<void> {
    const french = mail.languageId === 2;
    const until = mail.expiresAt.toISOString().slice(0, 16).replace('T', ' ');
    const about = mail.aboutName ?? null;
    let subject: string;
    let intro: string;
    if (mail.purpose === 'invitation') {
      subject = french ? `${PRODUCT_NAME}\u202f: votre invitation` : `${PRODUCT_NAME}: your invitation`;
      intro = french
        ? about
          ? `Vous avez été ajouté comme contact de ${about}. Choisissez votre mot de passe pour commencer.`
          : `Un compte ${PRODUCT_NAME} a été créé pour vous. Choisissez votre mot de passe pour commencer.`
        : about
          ? `You were added as a contact of ${about}. Choose your password to get started.`
          : `An ${PRODUCT_NAME} account was made for you. Choose your password to get started.`;
    } else {
      subject = french
        ? `${PRODUCT_NAME}\u202f: changer votre mot de passe`
        : `${PRODUCT_NAME}: change your password`;
      intro = french
        ? `Quelqu’un a demandé à changer le mot de passe de votre compte. Si ce n’est pas vous, ignorez ce message.`
        : `Someone asked to change the password of your account. If it was not you, ignore this message.`;
    }
    const action = french ? 'Choisir mon mot de passe' : 'Choose my password';
    const validity = french
      ? `Ce lien ne sert qu’une fois et expire le ${until} UTC.`
      : `This link works once and expires on ${until} UTC.`;
    const hello = french ? `Bonjour ${mail.name},` : `Hello ${mail.name},`;
    const text = `${hello}\n\n${intro}\n\n${action}\u00a0: ${mail.url}\n\n${validity}\n`.replace(
      '\u00a0:',
      french ? '\u202f:' : ':',
    );
    const html = `<!doctype html><html lang="${french ? 'fr' : 'en'}"><body>
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(mail.url)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(validity)}</p>
</body></html>`;
    await this.write(mail.email, subject, text, mail.people, html);
  }

  /** Asks an existing account's owner to accept a link made by someone else. */
  async sendLinkRequest(request: LinkRequest): Promise<void> {
    const french = request.languageId === 2;
    const until = request.expiresAt.toISOString().slice(0, 10);
    const subject = french
      ? `${PRODUCT_NAME}\u202f: acceptez-vous d’être en lien avec ${request.aboutName}\u202f?`
      : `${PRODUCT_NAME}: do you accept to be connected to ${request.aboutName}?`;
    const body = french
      ? `Bonjour ${request.name},

Quelqu’un a ajouté votre adresse comme contact de ${request.aboutName}. Rien ne change sur votre compte tant que vous n’acceptez pas.

Pour accepter, ouvrez ce lien et connectez-vous (valide jusqu’au ${until})\u202f:
${request.url}

Si vous ne connaissez pas ${request.aboutName}, ignorez ce message.
`
      : `Hello ${request.name},

Someone added your address as a contact of ${request.aboutName}. Nothing changes on your account unless you accept.

To accept, open this link and sign in (valid until ${until}):
${request.url}

If you do not know ${request.aboutName}, ignore this message.
`;
    await this.write(request.email, subject, body, request.people);
  }

  /** Tells an admin that someone tried to add their address as a contact, which is not done. */
  async sendLinkRefusedNotice(notice: LinkRefusedNotice): Promise<void> {
    const french = notice.languageId === 2;
    const subject = french
      ? `${PRODUCT_NAME}\u202f: votre adresse a été proposée comme contact`
      : `${PRODUCT_NAME}: your address was given as a contact`;
    const body = french
      ? `Bonjour ${notice.name},

Quelqu’un a donné votre adresse comme contact de ${notice.aboutName}. Un compte d’administration n’est jamais lié de cette façon\u202f: rien n’a changé.
`
      : `Hello ${notice.name},

Someone gave your address as a contact of ${notice.aboutName}. An administration account is never linked this way: nothing changed.
`;
    await this.write(notice.email, subject, body, notice.people);
  }

  /** A notice a slice wrote (an offline alert, decision 0050): sent like any other mail, naming its people. */
  async sendNotice(
    notice: AboutPeople & { email: string; subject: string; text: string; html?: string },
  ): Promise<void> {
    await this.write(notice.email, notice.subject, notice.text, notice.people, notice.html);
  }

  /**
   * Removes every mail to or about a person being erased (their address and name are in it). A
   * mail that names no one was written before mails named their people: it cannot tell whom it
   * is about, so it goes too, as the stored answers of retried requests do (decision 0023).
   */
  async forgetMailsOf(person: string): Promise<void> {
    const folder = this.outbox();
    const files = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const mail = await readFile(join(folder, file), 'utf8').catch(() => '');
      const people = peopleOf(mail);
      if (people === null || people.includes(person)) await rm(join(folder, file), { force: true });
    }
  }

  private outbox(): string {
    return join(this.config.dataDir, 'outbox');
  }

  /**
   * Sends one message, text and (when given) HTML: through SMTP with `SMTP_URL`, else into the
   * outbox as an .eml file. Either way it is the same MIME message, naming its people.
   */
  private async write(
    to: string,
    subject: string,
    text: string,
    people: readonly string[],
    html?: string,
  ): Promise<void> {
    const id = randomUUID();
    const message = {
      messageId: `<${id}@ambient-console>`,
      from: `${PRODUCT_NAME} <no-reply@ambient-console.local>`,
      to,
      subject,
      text,
      ...(html ? { html } : {}),
      headers: { [PEOPLE_HEADER]: people.join(', ') },
    };
    if (this.config.smtpUrl) {
      this.transport ??= createTransport(this.config.smtpUrl);
      await this.transport.sendMail(message);
      return;
    }
    const folder = this.outbox();
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, `${Date.now()}-${id}.eml`), outboxMessage(message));
  }
}

/**
 * The outbox's form of a message: the same headers and parts, written as 8-bit UTF-8 so an
 * admin (or a test) reads it as it is, without decoding quoted-printable or base64.
 */
function outboxMessage(message: {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers: Record<string, string>;
}): string {
  const head = [
    `Message-ID: ${message.messageId}`,
    `Date: ${new Date().toUTCString()}`,
    `From: ${message.from}`,
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    ...Object.entries(message.headers).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
  ];
  const part = (type: string, body: string) =>
    [`Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: 8bit', '', body].join('\r\n');
  if (message.html === undefined) return [...head, part('text/plain', message.text)].join('\r\n');
  const boundary = `ambient-${randomUUID()}`;
  return [
    ...head,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    part('text/plain', message.text),
    `--${boundary}`,
    part('text/html', message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The people a stored mail names (null when it names none: written before they were named). */
function peopleOf(mail: string): string[] | null {
  const headers = mail.split('\r\n\r\n')[0] ?? '';
  const line = headers.split('\r\n').find((header) => header.startsWith(`${PEOPLE_HEADER}:`));
  if (line === undefined) return null;
  return line
    .slice(PEOPLE_HEADER.length + 1)
    .split(',')
    .map((person) => person.trim())
    .filter((person) => person !== '');
}
