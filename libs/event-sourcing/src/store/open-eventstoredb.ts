import type { DataSource } from 'typeorm';
import type { EventStore } from './event-store.port.js';

/**
 * The EventStoreDB adapter, with its gRPC client loaded only by a process that uses it (decision
 * 0071): every other process starts without loading it.
 */
export async function openEventStoreDb(
  connectionString: string,
  /** The PostgreSQL database of the read models, where side writes (`alongside`) go. */
  sideDatabase: DataSource | null = null,
): Promise<EventStore> {
  const { EventStoreDbEventStore } = await import('./eventstoredb-event-store.js');
  return new EventStoreDbEventStore(connectionString, sideDatabase);
}
