import { applyDecorators, Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import type { DomainEvent } from '../decider.js';
import type { RecordedEvent } from '../store/event-store.port.js';

/**
 * A projection turns events into read-model rows. It keeps its own checkpoint; `apply` runs
 * inside the transaction that also moves that checkpoint, so a read model never skips or
 * repeats an event. Time comes from the event's metadata, never from the clock, so a rebuild
 * gives the same rows as the live run.
 */
export interface Projection {
  readonly name: string;
  /** Read-model tables this projection owns; a rebuild empties them. */
  readonly tables: readonly string[];
  /** The event types it reads; the others cost it nothing. */
  readonly handles: ReadonlySet<string>;
  /**
   * Applied in the write's own transaction when it can be (see `ProjectionRunner.inlineFor`), so
   * the write costs no round of the runner. Only for handlers that write rows from the event
   * alone, never from rows read first (two writes may apply at once, ordered by row locks), and
   * that do not read the event's `globalPosition` (not known yet when they run).
   */
  readonly inline?: boolean;
  apply(event: RecordedEvent, manager: EntityManager): Promise<void>;
}

/** When the event was recorded: the only time a projection may write (a rebuild gives the same rows). */
export const recordedAt = (event: Pick<RecordedEvent, 'metadata'>): Date => new Date(event.metadata.at);

const Discoverable = DiscoveryService.createDecorator<void>();
export const PROJECTION_METADATA_KEY = Discoverable.KEY;

/**
 * Marks a class as a projection: a Nest provider that the projection runner finds by itself
 * in whichever module declares it. Start-up fails when two projections share a name.
 */
export const ReadModelProjection = (): ClassDecorator => applyDecorators(Injectable(), Discoverable());

/**
 * One handler per event type of `E`, each receiving its data typed by the event's type. Every
 * type of `E` must have its handler; a projection that reads some of a union's events narrows
 * `E` (`Extract<KioskEvent, { type: 'KioskRegistered' | 'KioskDeleted' }>`).
 */
type Handlers<E extends DomainEvent> = {
  [K in E['type']]: (
    data: Extract<E, { type: K }>['data'],
    event: RecordedEvent,
    manager: EntityManager,
  ) => Promise<unknown>;
};

/**
 * A projection written as one handler per event type, each type named once: the handled types
 * are the handlers' keys.
 *
 *   @ReadModelProjection()
 *   export class OrganizationsProjection extends EventProjection<OrganizationEvent> {
 *     readonly name = 'organizations';
 *     readonly tables = ['organizations'];
 *     protected readonly on: Handlers<OrganizationEvent> = { OrganizationCreated: async (data, event, m) => ... };
 *   }
 */
export abstract class EventProjection<E extends DomainEvent> implements Projection {
  abstract readonly name: string;
  abstract readonly tables: readonly string[];
  readonly inline: boolean = false;
  protected abstract readonly on: Handlers<E>;
  private handled: ReadonlySet<string> | null = null;

  get handles(): ReadonlySet<string> {
    this.handled ??= new Set(Object.keys(this.on));
    return this.handled;
  }

  async apply(event: RecordedEvent, manager: EntityManager): Promise<void> {
    const handler = (this.on as Record<string, Handlers<E>[E['type']]>)[event.type];
    if (handler) await handler(event.data as never, event, manager);
  }
}

export type { Handlers as ProjectionHandlers };
