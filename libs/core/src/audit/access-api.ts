/**
 * Who could see a resident's messages, albums and picture at a moment, and through which
 * assignment (issue 14, point 3; decision 0069): the answer of GET admin/access/resident/{id}.
 */
import type { FunctionalRole } from '../roles.js';

/** What a route lets its holder see: all three, or only the messages they sent themselves. */
export type AccessSight = 'messages' | 'albums' | 'picture' | 'ownMessages';

/** How a person reached the resident: their role, a domain or kiosk they managed, or a contact link. */
export type AccessVia = 'admin' | 'domain' | 'kiosk' | 'contact';

export interface AccessGrant {
  via: AccessVia;
  /** The domain's or kiosk's id (null for admin and contact). */
  id: number | null;
  /** Its name as it stood then. */
  name: string | null;
  /** Since when the route held without a break, up to the moment (ISO time). */
  since: string;
  sees: AccessSight[];
}

export interface AccessPerson {
  userId: string;
  /** The name the account held then (an erased person's reads as erased). */
  name: string | null;
  email: string | null;
  /** The functional role then. */
  role: FunctionalRole;
  grants: AccessGrant[];
}

export interface ResidentAccessResponse {
  residentId: number;
  at: string;
  resident: {
    name: string;
    kioskId: number | null;
    kioskName: string | null;
    facilityId: number | null;
    facilityName: string | null;
    domainId: number | null;
    domainName: string | null;
  };
  /** Everyone who could see, by name. */
  people: AccessPerson[];
}
