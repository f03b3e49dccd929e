/** A live connection lasts no longer than the token that opened it (decision 0103). */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from '@jest/globals';
import { closeAtExpiry, usersWhoseAccessChanged } from '../../src/live/live.gateway.js';
import type { RecordedEvent } from '@ambient/event-sourcing';

class FakeSocket extends EventEmitter {
  closedBy: boolean | null = null;
  disconnect(close?: boolean) {
    this.closedBy = close ?? false;
    this.emit('disconnect', 'io server disconnect');
    return this as never;
  }
}

describe('a live connection', () => {
  const closing = (socket: FakeSocket) =>
    new Promise<number>((resolve) => socket.once('disconnect', () => resolve(Date.now())));

  it('closes when its token expires, not before', async () => {
    const socket = new FakeSocket();
    const expiresAt = new Date(Date.now() + 300);
    const closed = closing(socket);
    closeAtExpiry(socket as never, expiresAt);
    expect(socket.closedBy).toBeNull();
    expect(await closed).toBeGreaterThanOrEqual(expiresAt.getTime() - 1);
    expect(socket.closedBy).toBe(true);
  });

  it('closes at once on a token that expired as it connected', async () => {
    const socket = new FakeSocket();
    const closed = closing(socket);
    closeAtExpiry(socket as never, new Date(Date.now() - 1_000));
    await closed;
    expect(socket.closedBy).toBe(true);
  });

  it('is judged again after the events that change what its user may see, and only those', () => {
    const event = (type: string, userId: string) => ({ type, data: { userId } }) as unknown as RecordedEvent;
    expect(
      usersWhoseAccessChanged([
        event('UserSessionsEnded', 'a'),
        event('UserPasswordChanged', 'b'),
        event('UserLocked', 'c'),
        event('UserAssignmentsChanged', 'd'),
        event('UserDeleted', 'e'),
        event('UserAssignmentsChanged', 'a'),
        event('UserProfileEdited', 'f'),
        event('UserSignedIn', 'g'),
        event('UserSignInFailed', 'h'),
      ]),
    ).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
