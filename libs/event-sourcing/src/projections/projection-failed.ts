import type { RecordedEvent } from '../store/event-store.port.js';

/**
 * A projection failed on an event: says which projection and which event (type, position, stream;
 * never its data, which may hold personal fields), with the projection's own error as the cause.
 */
export class ProjectionFailed extends Error {
  constructor(projection: string, event: RecordedEvent, cause: unknown) {
    super(
      `The projection ${projection} failed on ${event.type} at position ${event.globalPosition} ` +
        `(stream ${event.streamId}): ${String(cause)}`,
      { cause },
    );
    this.name = 'ProjectionFailed';
  }
}
