import type { RecordedEvent } from './store/event-store.port.js';

/** Takes the data of an event at one schema version and returns it at the next one. */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

/** The event schema changes of a domain: its upcasters and each changed type's current version. */
export interface EventSchemas {
  /** `${type}@${fromVersion}` → the upcaster that brings that version to the next. */
  upcasters: ReadonlyMap<string, Upcaster>;
  /** The current schema version of each event type that has ever changed shape (1 otherwise). */
  currentVersions: Readonly<Record<string, number>>;
}

/**
 * Old event shapes are upcast when read, never rewritten in the log: upcasters chain until no
 * upcaster applies, so an event recorded at version 1 reads as the current version.
 */
export class EventUpcaster {
  /** The types that ever changed shape: the others are read as they are, without a lookup. */
  private readonly changed: ReadonlySet<string>;

  constructor(private readonly schemas: EventSchemas = { upcasters: new Map(), currentVersions: {} }) {
    this.changed = new Set([...schemas.upcasters.keys()].map((key) => key.slice(0, key.lastIndexOf('@'))));
  }

  upcast(event: RecordedEvent): RecordedEvent {
    if (!this.changed.has(event.type)) return event;
    let current = event;
    for (;;) {
      const upcaster = this.schemas.upcasters.get(`${current.type}@${current.version}`);
      if (!upcaster) return current;
      current = {
        ...current,
        version: current.version + 1,
        data: upcaster(current.data as Record<string, unknown>),
      };
    }
  }

  /** The version new events of this type are written at. */
  currentVersion(type: string): number {
    return this.schemas.currentVersions[type] ?? 1;
  }
}
