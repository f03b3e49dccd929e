import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { invitationDeleteFault, type AmbientInvitation, type AmbientInvitationOption } from '@ambient/core';

interface InvitationRowView {
  id: number;
  message: string;
  is_default: boolean;
  is_execute_random: boolean;
  kiosk_count: string;
}

/** How many kiosks offer each invitation (a kiosk's choices are in its own row). */
const KIOSK_COUNT = `(SELECT count(*) FROM kiosks k WHERE i.id = ANY(k.ambient_invitation_ids)) AS kiosk_count`;

/** The ambient invitations (decision 0063): the screen's list, the kiosks' choices and options. */
@Injectable()
export class AmbientInvitationsReader {
  constructor(private readonly dataSource: DataSource) {}

  /** Every invitation, newest first, with how many kiosks offer it. */
  async list(): Promise<AmbientInvitation[]> {
    const rows = (await this.dataSource.query(
      `SELECT i.*, ${KIOSK_COUNT} FROM ambient_invitations i ORDER BY i.id DESC`,
    )) as InvitationRowView[];
    return rows.map(toInvitation);
  }

  async get(invitationId: number): Promise<AmbientInvitation | null> {
    const rows = (await this.dataSource.query(
      `SELECT i.*, ${KIOSK_COUNT} FROM ambient_invitations i WHERE i.id = $1`,
      [invitationId],
    )) as InvitationRowView[];
    return rows[0] ? toInvitation(rows[0]) : null;
  }

  /** How many kiosks offer this invitation. */
  async kioskCount(invitationId: number): Promise<number> {
    const rows = (await this.dataSource.query(
      `SELECT count(*) AS n FROM kiosks WHERE $1 = ANY(ambient_invitation_ids)`,
      [invitationId],
    )) as Array<{ n: string }>;
    return Number(rows[0]?.n ?? 0);
  }

  /** The kiosk dialog's choices, oldest first (spec 02 "ambientInvitationSelectItems"). */
  async options(): Promise<AmbientInvitationOption[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, message, is_default FROM ambient_invitations ORDER BY id`,
    )) as Array<{ id: number; message: string; is_default: boolean }>;
    return rows.map((row) => ({ id: row.id, message: row.message, isDefault: row.is_default }));
  }

  /** What a kiosk save is judged against: the invitations that exist, and the default ones. */
  async choices(): Promise<{ invitationIds: number[]; defaultInvitationIds: number[] }> {
    const options = await this.options();
    return {
      invitationIds: options.map((option) => option.id),
      defaultInvitationIds: options.filter((option) => option.isDefault).map((option) => option.id),
    };
  }
}

function toInvitation(row: InvitationRowView): AmbientInvitation {
  const kioskCount = Number(row.kiosk_count);
  return {
    id: row.id,
    message: row.message,
    isDefault: row.is_default,
    isExecuteRandom: row.is_execute_random,
    canDelete: invitationDeleteFault(row.is_default, kioskCount) === null,
    kioskCount,
  };
}
