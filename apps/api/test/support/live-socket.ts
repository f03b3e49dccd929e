/** The console's live connection, as a test opens it: Socket.IO with the bearer token, no retries. */
import { io, type Socket } from 'socket.io-client';

/** Connected with `token` at `url`, or refused with the handshake's error ("unauthorized"). */
export function openLiveSocket(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
