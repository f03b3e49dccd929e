import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { PRODUCT_NAME } from '@ambient/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * The people a mail is to or about, by their stream ids (`user-…`, `resident-…`): erasing one of
 * them removes it from the outbox (decision 0024). Ids are not personal data.
 */
interface AboutPeople {
  people: readonly string[];
}

export interface Invitation extends AboutPeople {
  email: string;
  name: string;
  residentName: string;
  languageId: number | null;
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

/** The header naming the people a mail is to or about. */
const PEOPLE_HEADER = 'X-Ambient-People';

/**
 * Sends the emails the console promises (invitations). By default it writes each message as
 * an .eml file under `${dataDir}/outbox`, where admins can read it; SMTP (`SMTP_URL`) is the
 * real engine of a later slice. Each mail names the people it is to or about, so that erasing a
 * person removes theirs (`forgetMailsOf`).
 */
@Injectable()
export class Mailer {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async sendInvitation(invitation: Invitation): Promise<void> {
    const french = invitation.languageId === 2;
    const subject = french
      ? `${PRODUCT_NAME}\u202f: vous êtes invité à rester en contact avec ${invitation.residentName}`
      : `${PRODUCT_NAME}: you are invited to keep in touch with ${invitation.residentName}`;
    const body = french
      ? `Bonjour ${invitation.name},\n\nVous avez été ajouté comme contact de ${invitation.residentName}. Choisissez un mot de passe à ${this.config.publicUrl}/authorize pour commencer.\n`
      : `Hello ${invitation.name},\n\nYou were added as a contact of ${invitation.residentName}. Choose a password at ${this.config.publicUrl}/authorize to get started.\n`;
    await this.write(invitation.email, subject, body, invitation.people);
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

  private async write(to: string, subject: string, body: string, people: readonly string[]): Promise<void> {
    const folder = this.outbox();
    await mkdir(folder, { recursive: true });
    const id = randomUUID();
    const message = [
      `Message-ID: <${id}@ambient-console>`,
      `Date: ${new Date().toUTCString()}`,
      `From: ${PRODUCT_NAME} <no-reply@ambient-console.local>`,
      `To: ${to}`,
      `Subject: ${subject}`,
      `${PEOPLE_HEADER}: ${people.join(', ')}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      body,
    ].join('\r\n');
    await writeFile(join(folder, `${Date.now()}-${id}.eml`), message);
  }
}

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
