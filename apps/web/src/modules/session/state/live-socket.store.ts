import type { Socket } from 'socket.io-client';
import type { LiveEvents } from '@ambient/core';
import { createStore } from '../../../utils/create-store.util';

export type LiveListeners = { [K in keyof LiveEvents]: (payload: LiveEvents[K]) => void };
export type LiveSocket = Socket<LiveListeners>;

/**
 * The session's one Socket.IO connection (opened by useLiveProfile while signed in), so
 * screens listen to their live events on it instead of opening connections of their own.
 */
export const liveSocketStore = createStore<LiveSocket | null>(null);
