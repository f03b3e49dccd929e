import type { RecordedEvent } from '../store/event-store.port.js';

/** How many events told of at their write are remembered until the runner passes them. */
const TOLD_INLINE_KEPT = 50_000;

export type AppliedListener = (events: RecordedEvent[], readModels: string[]) => void;

/**
 * Who hears of the events the projections applied (see `ProjectionRunner.onApplied`), told of
 * each event once: at its write when it was claimed inline, else when the runner passes it.
 */
export class AppliedListeners {
  private readonly listeners = new Set<AppliedListener>();
  /** Events listeners heard of when their write claimed them, until the runner passes them. */
  private readonly toldInline = new Set<string>();

  add(listener: AppliedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** An append claimed `events` for projections writing `tables`: told now, not again later. */
  claimed(events: readonly RecordedEvent[], tables: string[]): void {
    for (const event of events) this.toldInline.add(event.eventId);
    // A process whose runner does not run (a command-line tool) keeps only the latest.
    for (const eventId of this.toldInline) {
      if (this.toldInline.size <= TOLD_INLINE_KEPT) break;
      this.toldInline.delete(eventId);
    }
    for (const listener of this.listeners) listener([...events], tables);
  }

  /** The runner passed these events without reading them (see `AppendNotices`). */
  forget(eventIds: readonly string[]): void {
    for (const eventId of eventIds) this.toldInline.delete(eventId);
  }

  /** A batch read and applied, changing `changed`: its events not told at their write are told. */
  applied(events: readonly RecordedEvent[], changed: ReadonlySet<string>): void {
    const untold = events.filter((event) => !this.toldInline.delete(event.eventId));
    if (untold.length > 0 || changed.size > 0)
      for (const listener of this.listeners) listener(untold, [...changed]);
  }
}
