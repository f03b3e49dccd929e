import { Injectable } from '@nestjs/common';

/** Which of `mediaItemIds` a slice holds on to (a message's attachments, say). */
export type MediaHolder = (mediaItemIds: readonly number[]) => Promise<ReadonlySet<number>>;

/**
 * The media items other slices hold on to, which may therefore not be deleted (spec 03 §3:
 * `isSelectable`, false for media tied to a message). The slices above media tell it what they
 * hold at start (`register`), so media knows of them without importing them.
 */
@Injectable()
export class MediaHolds {
  private readonly holders: MediaHolder[] = [];
  private readonly users: MediaHolder[] = [];

  register(holder: MediaHolder): void {
    this.holders.push(holder);
  }

  /**
   * A slice that shows media (a Memory Album, say) without keeping a person from deleting them:
   * what nobody deletes by hand, an automatic purge, leaves its items alone (decision 0070).
   */
  registerUse(user: MediaHolder): void {
    this.users.push(user);
  }

  /** The items of `mediaItemIds` some slice holds or shows: what an automatic purge keeps. */
  async inUseOf(mediaItemIds: readonly number[]): Promise<Set<number>> {
    const used = await this.heldOf(mediaItemIds);
    if (mediaItemIds.length === 0) return used;
    for (const user of this.users) for (const id of await user(mediaItemIds)) used.add(id);
    return used;
  }

  /** The items of `mediaItemIds` some slice holds. */
  async heldOf(mediaItemIds: readonly number[]): Promise<Set<number>> {
    const held = new Set<number>();
    if (mediaItemIds.length === 0) return held;
    for (const holder of this.holders) for (const id of await holder(mediaItemIds)) held.add(id);
    return held;
  }
}
