import { Injectable } from '@nestjs/common';
import type { UnitOfWork } from '@ambient/event-sourcing';

/** Removes files once the erasure that deleted their records is committed. */
export type AfterErasure = () => Promise<void>;

/**
 * What one slice keeps of a resident (their media, albums, messages), removed with their
 * personal data: its deletions are appended to the erasure's own unit of work, so the erasure
 * and every deletion stand or fall together; what it answers runs once they are committed.
 */
export type ResidentContent = (unit: UnitOfWork, residentId: number) => Promise<AfterErasure[]>;

/**
 * The slices that keep content of a resident (decision 0061). They tell the privacy slice at
 * start (`register`), so an erasure reaches them without the privacy slice importing them.
 */
@Injectable()
export class ErasureParticipants {
  private readonly contents: ResidentContent[] = [];

  register(content: ResidentContent): void {
    this.contents.push(content);
  }

  /** Appends every slice's deletions of the resident's content to `unit`; answers what follows the commit. */
  async eraseResidentContent(unit: UnitOfWork, residentId: number): Promise<AfterErasure[]> {
    const after: AfterErasure[] = [];
    for (const content of this.contents) after.push(...(await content(unit, residentId)));
    return after;
  }
}
