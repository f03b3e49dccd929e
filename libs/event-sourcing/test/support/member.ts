/**
 * The suites' own aggregate: a member joins, is renamed, signs in, is locked and unlocked. Its
 * events are read by the suites' projections (see `test-projections.ts`).
 */
import { DomainError } from '@ambient/core';
import { systemContext, type AggregateStore, type Decider } from '../../src/index.js';

export type MemberEvent =
  | { type: 'MemberJoined'; data: { memberId: string; email: string; name: string; nickname: string } }
  | { type: 'MemberRenamed'; data: { memberId: string; name: string; nickname: string } }
  | { type: 'MemberSignedIn'; data: { memberId: string } }
  | { type: 'MemberLocked'; data: { memberId: string } }
  | { type: 'MemberUnlocked'; data: { memberId: string } }
  | { type: 'MemberEmailVerified'; data: { memberId: string } };

export type MemberCommand =
  | { type: 'Join'; memberId: string; email: string; name: string; nickname: string }
  | { type: 'Rename'; memberId: string; name: string; nickname?: string }
  | { type: 'SignIn' | 'Lock' | 'Unlock'; memberId: string };

export const memberStream = (memberId: string): string => `member-${memberId}`;

export const member: Decider<MemberCommand, MemberEvent, { joined: boolean }> = {
  initialState: { joined: false },
  evolve: (state, event) => (event.type === 'MemberJoined' ? { joined: true } : state),
  decide: (command, state) => {
    if (command.type === 'Join') {
      if (state.joined) throw new DomainError('error.conflict', {}, 409);
      const { memberId, email, name, nickname } = command;
      return [{ type: 'MemberJoined', data: { memberId, email, name, nickname } }];
    }
    if (!state.joined) throw new DomainError('error.notFound', {}, 404);
    const { memberId } = command;
    if (command.type === 'Rename')
      return [
        { type: 'MemberRenamed', data: { memberId, name: command.name, nickname: command.nickname ?? '' } },
      ];
    const type = ({ SignIn: 'MemberSignedIn', Lock: 'MemberLocked', Unlock: 'MemberUnlocked' } as const)[
      command.type
    ];
    return [{ type, data: { memberId } }];
  },
};

/** Runs a member command as the system, through `aggregates`. */
export const runMember = (aggregates: AggregateStore, command: MemberCommand) =>
  aggregates.handle(memberStream(command.memberId), member, command, systemContext());

/** A member's joining, its email made from its id. */
export const joining = (memberId: string, name = 'Inline Person', nickname = 'Inline'): MemberCommand => ({
  type: 'Join',
  memberId,
  email: `${memberId.replace('|', '.')}@members.test`,
  name,
  nickname,
});
