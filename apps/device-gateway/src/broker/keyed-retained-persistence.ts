import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { AedesOptions } from 'aedes';

/** A retained message as aedes stores it. */
interface StoredPacket {
  topic: string;
  payload: Buffer | string;
}

/** The part of aedes-persistence's in-memory store that this one changes. */
interface MemoryPersistence {
  storeRetained(packet: StoredPacket): Promise<void>;
  createRetainedStream(pattern: string): Readable;
  createRetainedStreamCombi(patterns: string[]): Readable;
}

// aedes-persistence ships CommonJS without types for these two modules (what its own index builds).
const require = createRequire(import.meta.url);
const AsyncMemoryPersistence = require('aedes-persistence/asyncPersistence.js') as new (
  options?: object,
) => MemoryPersistence;
const { CallBackPersistence } = require('aedes-persistence/callBackPersistence.js') as {
  CallBackPersistence: new (
    factory: (options: object) => MemoryPersistence,
    options?: object,
  ) => NonNullable<AedesOptions['persistence']>;
};

const isExactTopic = (pattern: string): boolean => !pattern.includes('+') && !pattern.includes('#');

/**
 * aedes' in-memory store, but a subscription to exact topics (a kiosk's own `commands` topic) finds
 * their retained messages by key. aedes' own store tests every retained topic against every
 * subscription: with 10,000 kiosks, each holding a retained presence and levels, each kiosk's
 * reconnection tested 20,000 topics, and a whole fleet coming back at once spent most of its time
 * there (issue 10 point 8). Subscriptions with wildcards (the gateway's) are served as before.
 */
class KeyedRetainedPersistence extends AsyncMemoryPersistence {
  private readonly retained = new Map<string, StoredPacket>();

  override async storeRetained(packet: StoredPacket): Promise<void> {
    await super.storeRetained(packet);
    if (packet.payload.length === 0) this.retained.delete(packet.topic);
    else this.retained.set(packet.topic, { ...packet });
  }

  override createRetainedStream(pattern: string): Readable {
    return this.createRetainedStreamCombi([pattern]);
  }

  override createRetainedStreamCombi(patterns: string[]): Readable {
    if (!patterns.every(isExactTopic)) return super.createRetainedStreamCombi(patterns);
    return Readable.from(
      patterns.flatMap((topic) => {
        const packet = this.retained.get(topic);
        return packet ? [packet] : [];
      }),
    );
  }
}

/** The embedded broker's persistence: in memory, retained messages found by key where possible. */
export function keyedRetainedPersistence(): NonNullable<AedesOptions['persistence']> {
  return new CallBackPersistence((options) => new KeyedRetainedPersistence(options));
}
