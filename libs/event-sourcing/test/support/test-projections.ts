/**
 * The suites' own projections: the members (written with the events), their journal (the runner
 * writes it: it reads the event's position) and device sightings (facts of another process).
 */
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '../../src/index.js';
import type { MemberEvent } from './member.js';
import { DeviceSightingRow, JournalEntryRow, MemberRow } from './test-rows.js';

@ReadModelProjection()
export class MembersProjection extends EventProjection<MemberEvent> {
  readonly name = 'members';
  readonly tables = ['members'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<MemberEvent> = {
    MemberJoined: ({ memberId, email, name, nickname }, event, m) =>
      m.insert(MemberRow, {
        id: memberId,
        email,
        name,
        nickname,
        createDate: recordedAt(event),
        updateDate: recordedAt(event),
      }),
    MemberRenamed: ({ memberId, name, nickname }, event, m) =>
      m.update(MemberRow, { id: memberId }, { name, nickname, updateDate: recordedAt(event) }),
    MemberSignedIn: ({ memberId }, event, m) =>
      m.update(MemberRow, { id: memberId }, { lastSignIn: recordedAt(event) }),
    MemberLocked: ({ memberId }, _event, m) => m.update(MemberRow, { id: memberId }, { locked: true }),
    MemberUnlocked: ({ memberId }, _event, m) => m.update(MemberRow, { id: memberId }, { locked: false }),
    MemberEmailVerified: ({ memberId }, _event, m) =>
      m.update(MemberRow, { id: memberId }, { emailVerified: true }),
  };
}

type Joined = Extract<MemberEvent, { type: 'MemberJoined' }>;

@ReadModelProjection()
export class JournalProjection extends EventProjection<Joined> {
  readonly name = 'journal';
  readonly tables = ['journal_entries'];
  protected readonly on: ProjectionHandlers<Joined> = {
    MemberJoined: ({ memberId, name }, event, m) =>
      m.insert(JournalEntryRow, {
        id: String(event.globalPosition),
        at: recordedAt(event),
        note: `${name} joined`,
        memberId,
      }),
  };
}

export type DeviceSeen = { type: 'DeviceSeen'; data: { serialNumber: string; at: string } };

@ReadModelProjection()
export class SightingsProjection extends EventProjection<DeviceSeen> {
  readonly name = 'sightings';
  readonly tables = ['device_sightings'];
  protected readonly on: ProjectionHandlers<DeviceSeen> = {
    DeviceSeen: ({ serialNumber, at }, _event, m) =>
      m.insert(DeviceSightingRow, { serialNumber, seenAt: new Date(at) }),
  };
}

export const TEST_PROJECTIONS = [MembersProjection, JournalProjection, SightingsProjection];
