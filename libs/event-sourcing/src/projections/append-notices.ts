import type { AppendedNotice, RecordedEvent } from '../store/event-store.port.js';
import type { Projection } from './projection.js';
import type { ProjectionCheckpoints } from './projection-checkpoints.js';

/** How many of this process's claimed appends are remembered until their notices come. */
const OWN_CLAIMS_KEPT = 10_000;

/** An append of this process whose events projections claimed inline (see `ProjectionRunner.claimed`). */
interface OwnClaim {
  claimers: ReadonlySet<string>;
  types: ReadonlySet<string>;
  eventIds: readonly string[];
}

/** Where a read of the log began, as the notices knew it (see `AppendNotices.readBegun`). */
export interface NoticedRead {
  vouched: boolean;
  spell: number;
}

/**
 * What the store tells the projection runner of appends, with its position (PostgreSQL), and
 * what the runner makes of it. An append of this process whose events were all claimed inline
 * costs the runner no read: when its notice comes right after what the runner has accounted
 * for, the other projections read none of its types and move past it in memory (`take`). Any
 * other notice makes the runner read the log.
 */
export class AppendNotices {
  /** This process's appends claimed inline, by each of their streams' last positions. */
  private readonly ownClaims = new Map<bigint, OwnClaim>();
  /** This process's appends under way: a notice may come before its append is known as claimed. */
  private readonly appending = new Set<Promise<void>>();
  /** Positions told by the store, in the order told (null: an append that did not say). */
  private notices: Array<bigint | null> = [];
  /** Whether the store tells of every append (between its `hearing: true` and `hearing: false`). */
  private hearing = false;
  /** How many times the store stopped hearing: a read begun before that cannot vouch for the gap. */
  private deafSpells = 0;
  /**
   * Every event up to here was read or is an own claimed append, and every append committed after
   * it will be told: a notice of an own claimed append after it needs no read. Null: not known.
   */
  private accounted: bigint | null = null;

  constructor(
    private readonly checkpoints: ProjectionCheckpoints,
    /** An own claimed append was passed: the events of it that listeners heard of at its write. */
    private readonly passed: (eventIds: readonly string[]) => void,
  ) {}

  /**
   * Takes what the store tells of appends (see `AppendedNotice`); answers whether the log must
   * be read (the store stopped or began hearing), else the notice waits for `take`.
   */
  heard(notice: AppendedNotice): boolean {
    if ('hearing' in notice) {
      this.hearing = notice.hearing;
      this.accounted = null;
      if (!notice.hearing) this.deafSpells += 1;
      // Once hearing again: what was appended while deaf is read.
      return true;
    }
    this.notices.push(notice.position);
    return false;
  }

  /**
   * Marks an append of this process as under way until the answered function is called (once it
   * was claimed, or failed): a notice of it that comes first waits for it rather than reading.
   */
  appendStarted(): () => void {
    let done: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => (done = resolve));
    this.appending.add(settled);
    return () => {
      this.appending.delete(settled);
      done();
    };
  }

  /**
   * An append of this process was claimed by `projections` for its `events`, each stream ending
   * at one of `positions`: remembered while the store tells of every append, for its notice.
   */
  claimed(
    projections: readonly Projection[],
    positions: readonly bigint[],
    events: readonly RecordedEvent[],
  ): void {
    if (!this.hearing) return;
    const claim: OwnClaim = {
      claimers: new Set(projections.map((projection) => projection.name)),
      types: new Set(events.map((event) => event.type)),
      eventIds: events.map((event) => event.eventId),
    };
    for (const streamLast of positions) this.ownClaims.set(streamLast, claim);
    for (const kept of this.ownClaims.keys()) {
      if (this.ownClaims.size <= OWN_CLAIMS_KEPT) break;
      this.ownClaims.delete(kept);
    }
  }

  /** A read of the log to its head begins (see `readEnded`). */
  readBegun(): NoticedRead {
    return { vouched: this.hearing, spell: this.deafSpells };
  }

  /**
   * The read begun at `read` reached `position`: when the store told of every append since it
   * began, all that was read is accounted for (see `accounted`).
   */
  readEnded(read: NoticedRead, position: bigint): void {
    if (read.vouched && this.hearing && read.spell === this.deafSpells) this.account(position);
  }

  private account(position: bigint): void {
    if (this.accounted !== null && this.accounted >= position) return;
    this.accounted = position;
    for (const kept of this.ownClaims.keys()) if (kept <= position) this.ownClaims.delete(kept);
  }

  /**
   * Takes the notices told so far. A notice of an append already accounted for costs nothing; one
   * of this process's claimed appends right after what is accounted for moves the other
   * projections past it, when none of them reads its types. Answers whether a notice was left
   * unexplained (another process's append, or one not claimed): the log must then be read.
   */
  async take(projections: readonly Projection[]): Promise<boolean> {
    let unexplained = false;
    const idle = new Set<Projection>();
    while (this.notices.length > 0) {
      const position = this.notices[0]!;
      if (!unexplained && position !== null && this.accounted !== null) {
        if (position <= this.accounted) {
          this.notices.shift();
          continue;
        }
        let claim = this.ownClaims.get(position);
        // The notice may come before its append's answer: wait for the appends under way.
        if (!claim && this.appending.size > 0) {
          await Promise.all([...this.appending]);
          claim = this.ownClaims.get(position);
        }
        const passed = claim ? this.passOwn(projections, claim, position) : null;
        if (passed) {
          passed.forEach((projection) => idle.add(projection));
          this.notices.shift();
          continue;
        }
      }
      unexplained = true;
      this.notices.shift();
    }
    for (const projection of idle) {
      const position = this.checkpoints.of(projection.name);
      if (this.checkpoints.idleDue(projection.name, position))
        await this.checkpoints.saveIdle(projection.name, position);
    }
    return unexplained;
  }

  /**
   * Moves the projections that did not claim an own append (ending at `position`, right after
   * what is accounted for) past it, when none of them reads its types; answers them, or null.
   */
  private passOwn(
    projections: readonly Projection[],
    claim: OwnClaim,
    position: bigint,
  ): Projection[] | null {
    if (this.accounted === null || position <= this.accounted) return null;
    const others = projections.filter((projection) => !claim.claimers.has(projection.name));
    if (others.some((projection) => [...claim.types].some((type) => projection.handles.has(type))))
      return null;
    for (const projection of others) this.checkpoints.advance(projection.name, position);
    this.accounted = position;
    this.ownClaims.delete(position);
    this.passed(claim.eventIds);
    return others;
  }
}
