import type { DataSource } from 'typeorm';
import type { RecordedEvent } from '../store/event-store.port.js';
import type { Projection } from './projection.js';
import { ProjectionFailed } from './projection-failed.js';

/**
 * A projection that reads none of a long run of events still saves its checkpoint this often
 * (within the window in which a write may still apply it inline: `CLAIM_WINDOW`).
 */
const IDLE_CHECKPOINT_EVERY = 500n;

/**
 * How far each projection has applied the log: in memory (applied), and as saved in
 * `projection_checkpoints`, with the statements that read, lock and write those rows (a batch's
 * transaction among them).
 */
export class ProjectionCheckpoints {
  /** Applied up to here (in memory). */
  private readonly applied = new Map<string, bigint>();
  /** Saved up to here. */
  private readonly saved = new Map<string, bigint>();

  constructor(private readonly dataSource: DataSource) {}

  /** Where `name` has applied the log (in memory). */
  of(name: string): bigint {
    return this.applied.get(name) ?? 0n;
  }

  /** The lowest of these projections' checkpoints; with none, beyond every position. */
  lowestOf(projections: readonly Projection[]): bigint {
    let lowest: bigint | null = null;
    for (const projection of projections) {
      const position = this.applied.get(projection.name) ?? 0n;
      if (lowest === null || position < lowest) lowest = position;
    }
    return lowest ?? BigInt(Number.MAX_SAFE_INTEGER);
  }

  async load(projections: readonly Projection[]): Promise<void> {
    // Every projection has its row, so a batch can lock it (see `applyLocked`).
    for (const projection of projections)
      await this.dataSource.query(
        `INSERT INTO projection_checkpoints (name, position, updated_at) VALUES ($1, 0, now())
         ON CONFLICT (name) DO NOTHING`,
        [projection.name],
      );
    const rows = (await this.dataSource.query('SELECT name, position FROM projection_checkpoints')) as Array<{
      name: string;
      position: string;
    }>;
    for (const row of rows) {
      this.applied.set(row.name, BigInt(row.position));
      this.saved.set(row.name, BigInt(row.position));
    }
  }

  /** `name` moved past `position` in memory (never backwards); its saved row is not. */
  advance(name: string, position: bigint): void {
    if ((this.applied.get(name) ?? 0n) < position) this.applied.set(name, position);
  }

  /** `name` applied and saved up to `position` elsewhere (an inline claim): never backwards. */
  reached(name: string, position: bigint): void {
    if ((this.applied.get(name) ?? 0n) < position) this.applied.set(name, position);
    if ((this.saved.get(name) ?? 0n) < position) this.saved.set(name, position);
  }

  /** `name` applied and saved exactly up to `position` (its transaction, or a rebuild, wrote it). */
  savedAt(name: string, position: bigint): void {
    this.applied.set(name, position);
    this.saved.set(name, position);
  }

  /** Whether `name`, idle up to `position`, is far enough past its saved row to save it again. */
  idleDue(name: string, position: bigint): boolean {
    return position - (this.saved.get(name) ?? 0n) >= IDLE_CHECKPOINT_EVERY;
  }

  /** Moves a checkpoint over events the projection does not read; never backwards. */
  async saveIdle(name: string, position: bigint): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO projection_checkpoints (name, position, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (name) DO UPDATE SET position = greatest(projection_checkpoints.position, excluded.position),
       updated_at = excluded.updated_at`,
      [name, position.toString()],
    );
    this.saved.set(name, position);
  }

  /**
   * Applies a projection's events in one transaction that locks that projection's checkpoint row
   * and re-reads it, so several API instances can run projections side by side without applying
   * an event twice; the checkpoint then stands at `upTo` (or beyond, where another instance got).
   */
  async applyLocked(projection: Projection, events: readonly RecordedEvent[], upTo: bigint): Promise<void> {
    // Events an append claimed for an inline projection are visible to this runner's read as soon
    // as they commit, a moment before the appending command marks them claimed here: the committed
    // checkpoint, read without a lock, already says so. Locking its row then would only make the
    // next appends' inline claims fail (they skip a locked row) and fall back to this runner.
    if (projection.inline === true) {
      const rows = (await this.dataSource.query(
        'SELECT position FROM projection_checkpoints WHERE name = $1',
        [projection.name],
      )) as Array<{ position: string }>;
      const applied = BigInt(rows[0]?.position ?? 0);
      if (applied >= upTo) {
        this.reached(projection.name, applied);
        return;
      }
    }
    const reached = await this.dataSource.transaction(async (manager) => {
      // The checkpoint row, locked: another instance applying this projection waits here, then
      // reads the position it reached (FOR UPDATE reads the latest committed row).
      const rows = (await manager.query(
        'SELECT position FROM projection_checkpoints WHERE name = $1 FOR UPDATE',
        [projection.name],
      )) as Array<{ position: string }>;
      const checkpoint = BigInt(rows[0]?.position ?? 0);
      for (const event of events) {
        if (event.globalPosition <= checkpoint) continue;
        try {
          await projection.apply(event, manager);
        } catch (error) {
          throw new ProjectionFailed(projection.name, event, error);
        }
      }
      const reached = upTo > checkpoint ? upTo : checkpoint;
      await manager.query(
        `INSERT INTO projection_checkpoints (name, position, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at`,
        [projection.name, reached.toString()],
      );
      return reached;
    });
    this.savedAt(projection.name, reached);
  }
}
