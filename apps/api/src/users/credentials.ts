import { Injectable } from '@nestjs/common';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DataSource } from 'typeorm';
import type { SideWrite } from '@ambient/event-sourcing';

/**
 * Password hashes, outside the event log (decision 0024): a secret that must be replaceable and
 * erasable has no place in an append-only log. Not a read model: a rebuild leaves it alone. Each
 * change is written in the transaction of the event that records it (`UserPasswordChanged`,
 * `UserRegistered`), so the table and the log never disagree.
 */
@Entity({ name: 'credentials' })
export class CredentialRow {
  @PrimaryColumn({ name: 'user_id', type: 'text', primaryKeyConstraintName: 'credentials_pkey' })
  userId!: string;
  @Column({ name: 'password_hash', type: 'text' }) passwordHash!: string;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

@Injectable()
export class Credentials {
  constructor(private readonly dataSource: DataSource) {}

  /** The user's password hash; null when the account has no password (yet, or any more). */
  async hashOf(userId: string): Promise<string | null> {
    const rows = (await this.dataSource.query('SELECT password_hash FROM credentials WHERE user_id = $1', [
      userId,
    ])) as Array<{ password_hash: string }>;
    return rows[0]?.password_hash ?? null;
  }

  /** Sets the user's password hash, beside the append that records the change (`UnitOfWork.alongside`). */
  set(userId: string, passwordHash: string, at: Date): SideWrite {
    return async (db) => {
      await db.query(
        `INSERT INTO credentials (user_id, password_hash, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at`,
        [userId, passwordHash, at],
      );
    };
  }

  /** Forgets the user's password (an erased account can no longer sign in with one). */
  remove(userId: string): SideWrite {
    return async (db) => {
      await db.query('DELETE FROM credentials WHERE user_id = $1', [userId]);
    };
  }
}
