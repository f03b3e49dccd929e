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
      ? `${PRODUCT_NAME} : vous êtes invité à rester en contact avec ${invitation.residentName}`
      : `${PRODUCT_NAME}: you are invited to keep in touch with ${invitation.residentName}`;
    const body = french
      ? `Bonjour ${invitation.name},\n\nVous avez été ajouté comme contact de ${invitation.residentName}. Choisissez un mot de passe à ${this.config.publicUrl}/authorize pour commencer.\n`
      : `Hello ${invitation.name},\n\nYou were added as a contact of ${invitation.residentName}. Choose a password at ${this.config.publicUrl}/authorize to get started.\n`;
    await this.write(invitation.email, subject, body);
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
