import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { PRODUCT_NAME } from '@ambient/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface Invitation {
  email: string;
  name: string;
  residentName: string;
  languageId: number | null;
}

export interface LinkRequest {
  email: string;
  name: string;
  /** The resident or kiosk the account would be linked to. */
  aboutName: string;
  languageId: number | null;
  url: string;
  expiresAt: Date;
}

export type LinkRefusedNotice = Omit<LinkRequest, 'url' | 'expiresAt'>;

/**
 * Sends the emails the console promises (invitations). By default it writes each message as
 * an .eml file under `${dataDir}/outbox`, where admins can read it; SMTP (`SMTP_URL`) is the
 * real engine of a later slice.
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
    await this.write(invitation.email, subject, body);
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
    await this.write(request.email, subject, body);
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
    await this.write(notice.email, subject, body);
  }

  private async write(to: string, subject: string, body: string): Promise<void> {
    const folder = join(this.config.dataDir, 'outbox');
    await mkdir(folder, { recursive: true });
    const id = randomUUID();
    const message = [
      `Message-ID: <${id}@ambient-console>`,
      `Date: ${new Date().toUTCString()}`,
      `From: ${PRODUCT_NAME} <no-reply@ambient-console.local>`,
      `To: ${to}`,
      `Subject: ${subject}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      body,
    ].join('\r\n');
    await writeFile(join(folder, `${Date.now()}-${id}.eml`), message);
  }
}
