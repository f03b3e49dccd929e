import { Injectable } from '@nestjs/common';
import {
  deriveFunctionalRole,
  DomainError,
  evolveDomain,
  evolveFacility,
  evolveKiosk,
  evolveResident,
  evolveUser,
  FunctionalRole,
  initialDomainState,
  initialFacilityState,
  initialKioskState,
  initialResidentState,
  initialUserState,
  residentName,
  type AccessGrant,
  type AccessPerson,
  type AccessSight,
  type DomainState,
  type FacilityState,
  type KioskState,
  type ResidentAccessResponse,
  type ResidentState,
  type UserState,
} from '@ambient/core';
import { AggregateStore, type RecordedEvent } from '@ambient/event-sourcing';

/** A stream folded up to the moment: its state after each event, with the event's time. */
type Steps<S> = Array<{ at: Date; state: S }>;

const ALL: AccessSight[] = ['messages', 'albums', 'picture'];

/**
 * Who could see a resident's messages, albums and picture at a moment, and through which
 * assignment (issue 14, point 3; decision 0069). Everything is folded from the log as it stood
 * then, not from today's read models: the resident's kiosk, that kiosk's facility, the facility's
 * domain, and every account's role and assignments. The routes are the read path's scope rules
 * (`common/scope.ts`, the messages reader): an admin sees every resident; a domain manager the
 * residents of the kiosks of the facilities in their domains; a kiosk manager those of their
 * kiosks; any account but a virtual visitor its own residents (contacts); a virtual visitor, the
 * messages they sent to their own residents.
 */
@Injectable()
export class AccessReader {
  constructor(private readonly aggregates: AggregateStore) {}

  async residentAccess(residentId: number, at: Date): Promise<ResidentAccessResponse> {
    const resident: Steps<ResidentState> = [];
    const kiosks = new Map<number, Steps<KioskState>>();
    const facilities = new Map<number, Steps<FacilityState>>();
    const domains = new Map<number, Steps<DomainState>>();
    const users = new Map<string, Steps<UserState>>();
    const residentStreamId = `resident-${residentId}`;
    const fold = <S, E>(
      streams: Map<string | number, Steps<S>> | Steps<S>,
      key: string | number,
      initial: S,
      evolve: (state: S, event: E) => S,
      event: RecordedEvent,
    ): void => {
      const steps = Array.isArray(streams) ? streams : (streams.get(key) ?? []);
      if (!Array.isArray(streams) && !streams.has(key)) streams.set(key, steps);
      const before = steps.at(-1)?.state ?? initial;
      steps.push({
        at: event.recordedAt,
        state: evolve(before, { type: event.type, data: event.data } as E),
      });
    };
    await this.aggregates.replayLog(
      at,
      (stream) =>
        stream === residentStreamId ||
        stream.startsWith('user-') ||
        /^(kiosk|facility|domain)-\d+$/.test(stream),
      (event) => {
        const [, kind, id] = /^(user|resident|kiosk|facility|domain)-(.+)$/.exec(event.streamId) ?? [];
        if (kind === 'resident') fold(resident, 0, initialResidentState, evolveResident, event);
        else if (kind === 'user') fold(users, id!, initialUserState, evolveUser as never, event);
        else if (kind === 'kiosk') fold(kiosks, Number(id), initialKioskState, evolveKiosk, event);
        else if (kind === 'facility')
          fold(facilities, Number(id), initialFacilityState, evolveFacility as never, event);
        else if (kind === 'domain')
          fold(domains, Number(id), initialDomainState, evolveDomain as never, event);
      },
    );
    const now = resident.at(-1)?.state;
    if (!now || now.status !== 'active') throw new DomainError('history.notFound', {}, 404, 1);

    // Where the resident lived then: kiosk, facility, domain, each with since when.
    const kioskId = now.kioskId;
    const kiosk = kioskId === null ? null : lastActive(kiosks.get(kioskId));
    const facilityId = kiosk?.facilityId ?? null;
    const facility = facilityId === null ? null : lastActive(facilities.get(facilityId));
    const domainId = facility?.domainId ?? null;
    const domain = domainId === null ? null : lastActive(domains.get(domainId));
    const onKiosk = since(resident, (s) => s.status === 'active' && s.kioskId === kioskId);
    const inFacility =
      kioskId === null ? null : since(kiosks.get(kioskId) ?? [], (s) => active(s)?.facilityId === facilityId);
    const inDomain =
      facilityId === null
        ? null
        : since(facilities.get(facilityId) ?? [], (s) => active(s)?.domainId === domainId);

    const people: AccessPerson[] = [];
    for (const [userId, steps] of users) {
      const user = lastActive(steps);
      if (!user) continue;
      const role = deriveFunctionalRole(user);
      const roleOf = (s: UserState) => (active(s) ? deriveFunctionalRole(active(s)!) : null);
      const grants: AccessGrant[] = [];
      const grant = (
        via: AccessGrant['via'],
        id: number | null,
        name: string | null,
        from: Array<Date | null>,
        sees = ALL,
      ) => {
        if (from.some((date) => date === null)) return;
        const latest = Math.max(...from.map((date) => date!.getTime()));
        grants.push({ via, id, name, since: new Date(latest).toISOString(), sees });
      };
      if (role === FunctionalRole.Admin)
        grant('admin', null, null, [since(steps, (s) => roleOf(s) === FunctionalRole.Admin)]);
      if (role === FunctionalRole.DomainManager && domainId !== null && user.domainIds.includes(domainId))
        grant('domain', domainId, domain?.name ?? null, [
          since(
            steps,
            (s) => roleOf(s) === FunctionalRole.DomainManager && active(s)!.domainIds.includes(domainId),
          ),
          onKiosk,
          inFacility,
          inDomain,
        ]);
      if (role === FunctionalRole.KioskManager && kioskId !== null && user.kioskIds.includes(kioskId))
        grant('kiosk', kioskId, kiosk?.name ?? null, [
          since(
            steps,
            (s) => roleOf(s) === FunctionalRole.KioskManager && active(s)!.kioskIds.includes(kioskId),
          ),
          onKiosk,
        ]);
      if (user.residentIds.includes(residentId)) {
        const contactSince = since(steps, (s) => active(s)?.residentIds.includes(residentId) === true);
        // A virtual visitor reads only the messages they sent themselves (the messages reader).
        grant('contact', null, null, [contactSince], role === FunctionalRole.Guest ? ['ownMessages'] : ALL);
      }
      if (grants.length > 0) people.push({ userId, name: user.name, email: user.email, role, grants });
    }
    people.sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '') || a.userId.localeCompare(b.userId));
    return {
      residentId,
      at: at.toISOString(),
      resident: {
        name: residentName(now),
        kioskId,
        kioskName: kiosk?.name ?? null,
        facilityId,
        facilityName: facility?.name ?? null,
        domainId,
        domainName: domain?.name ?? null,
      },
      people,
    };
  }
}

type Active<S> = Extract<S, { status: 'active' } | { status: 'locked' }>;

/** The state if it is a live one (an account locked then still held its assignments). */
function active<S extends { status: string }>(state: S): Active<S> | null {
  return state.status === 'active' || state.status === 'locked' ? (state as Active<S>) : null;
}

function lastActive<S extends { status: string }>(steps: Steps<S> | undefined): Active<S> | null {
  const last = steps?.at(-1)?.state;
  return last ? active(last) : null;
}

/** Since when `holds` has held without a break up to the last step; null when it does not hold then. */
function since<S>(steps: Steps<S>, holds: (state: S) => boolean): Date | null {
  let from: Date | null = null;
  for (const step of steps) {
    if (!holds(step.state)) from = null;
    else from ??= step.at;
  }
  return from;
}
