import { createServer, type AddressInfo, type Server } from 'node:net';
import { Aedes } from 'aedes';

/**
 * The embedded default broker: aedes on a plain TCP listener, in memory (retained messages and
 * sessions are lost when the gateway stops). The gateway talks to it over MQTT like to any other
 * broker, so the code above it is the same for both engines.
 */
export class EmbeddedBroker {
  private constructor(
    private readonly aedes: Aedes,
    private readonly server: Server,
    /** mqtt:// URL clients on this machine reach the broker at. */
    readonly url: string,
  ) {}

  static async start(host: string, port: number): Promise<EmbeddedBroker> {
    const aedes = await Aedes.createBroker();
    const server = createServer(aedes.handle);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
    } catch (error) {
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      throw error;
    }
    const address = server.address() as AddressInfo;
    return new EmbeddedBroker(aedes, server, `mqtt://${clientHost(address.address)}:${address.port}`);
  }

  get listening(): boolean {
    return this.server.listening && !this.aedes.closed;
  }

  /** Disconnects every client and closes the listener. */
  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.aedes.close(() => resolve()));
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A wildcard listen address is reached on loopback from this machine. */
function clientHost(address: string): string {
  if (address === '0.0.0.0' || address === '::') return '127.0.0.1';
  return address.includes(':') ? `[${address}]` : address;
}
