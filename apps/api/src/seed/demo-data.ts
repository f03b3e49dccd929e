/**
 * The demo data set: deterministic (a seeded generator), so every fresh start looks the same.
 * Two organizations, four domains, ten facilities in Canadian provinces and US states, thirty
 * kiosks (Abby v21, v22, v3 and Genie at several subscription levels), eighty residents with
 * pictures, and users for every functional role.
 */
import { BaseRole, KioskType, SubscriptionLevel, provStateByCode, type PhidgetVersion } from '@ambient/core';

/** The password of every demo account; printed at start-up and in the README. */
export const DEMO_PASSWORD = 'Ambient-Demo-2025';

export interface DemoAccount {
  key: string;
  email: string;
  name: string;
  role: BaseRole;
  description: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'superAdmin',
    email: 'super.admin@ambient.demo',
    name: 'Sophie Lavoie',
    role: BaseRole.Admin,
    description: 'Super Admin (gives the Admin role; on the Unupdated Abbys list)',
  },
  {
    key: 'admin',
    email: 'admin@ambient.demo',
    name: 'Alice Administrator',
    role: BaseRole.Admin,
    description: 'Admin',
  },
  {
    key: 'domainManager',
    email: 'domain.manager@ambient.demo',
    name: 'Denis Tremblay',
    role: BaseRole.Manager,
    description: 'Domain Manager',
  },
  {
    key: 'kioskManager',
    email: 'kiosk.manager@ambient.demo',
    name: 'Karen Wilson',
    role: BaseRole.Manager,
    description: 'Kiosk Manager (several kiosks)',
  },
  {
    key: 'oneKioskManager',
    email: 'one.kiosk@ambient.demo',
    name: 'Omar Haddad',
    role: BaseRole.Manager,
    description: 'Kiosk Manager (one kiosk)',
  },
  {
    key: 'family',
    email: 'family@ambient.demo',
    name: 'Fiona Gagnon',
    role: BaseRole.Manager,
    description: 'Family Facilitator (several residents)',
  },
  {
    key: 'oneFamily',
    email: 'one.family@ambient.demo',
    name: 'Frank Morin',
    role: BaseRole.Manager,
    description: 'Family Facilitator (one resident)',
  },
  {
    key: 'visitor',
    email: 'visitor@ambient.demo',
    name: 'Victor Nguyen',
    role: BaseRole.Guest,
    description: 'Virtual Visitor',
  },
];

/**
 * People of the demo who cannot simply sign in, so every rule of the user manager can be tried:
 * an account locked after failed sign-ins (the admin unblocks it), and a contact invited who has
 * not chosen a password yet (unverified; Resend Invitation). Both are contacts of a Genie resident.
 */
export const DEMO_PEOPLE = [
  {
    key: 'locked',
    email: 'locked.contact@ambient.demo',
    name: 'Lucie Bouchard',
    description: 'Virtual Visitor, locked by failed sign-ins for ten days',
  },
  {
    key: 'unverified',
    email: 'invited.contact@ambient.demo',
    name: 'Noah Martin',
    description: 'Virtual Visitor, invited, no password chosen yet (unverified)',
  },
] as const;

/** A small deterministic generator (mulberry32) so the data set is the same every time. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const FIRST_NAMES = [
  'Marguerite',
  'Gérard',
  'Yvonne',
  'Lucien',
  'Dorothy',
  'Harold',
  'Evelyn',
  'Walter',
  'Thérèse',
  'Roland',
  'Beatrice',
  'Arthur',
  'Gladys',
  'Raymond',
  'Jeannine',
  'Maurice',
  'Mildred',
  'Clarence',
  'Huguette',
  'Edmond',
  'Florence',
  'Albert',
  'Rita',
  'Bernard',
  'Agnes',
  'Fernand',
  'Irene',
  'Leonard',
  'Simone',
  'Eugene',
];
export const LAST_NAMES = [
  'Tremblay',
  'Smith',
  'Gagnon',
  'Johnson',
  'Roy',
  'Williams',
  'Côté',
  'Brown',
  'Bouchard',
  'Jones',
  'Gauthier',
  'Miller',
  'Morin',
  'Davis',
  'Lavoie',
  'Wilson',
  'Fortin',
  'Taylor',
  'Gagné',
  'Anderson',
  'Ouellet',
  'Thomas',
  'Pelletier',
  'Moore',
  'Bélanger',
  'Martin',
  'Lévesque',
  'Clark',
  'Bergeron',
  'Lewis',
];

export const FACILITY_PLACES: Array<{
  name: string;
  street: string;
  city: string;
  prov: string;
  country: 1 | 2;
}> = [
  { name: 'Maple Grove Residence', street: '120 King Street West', city: 'Toronto', prov: 'ON', country: 1 },
  {
    name: 'Résidence Les Érables',
    street: '455 rue Sherbrooke Est',
    city: 'Montréal',
    prov: 'QC',
    country: 1,
  },
  { name: 'Harbourview Manor', street: '88 Water Street', city: 'Vancouver', prov: 'BC', country: 1 },
  { name: 'Prairie Sky Lodge', street: '1500 Albert Street', city: 'Regina', prov: 'SK', country: 1 },
  { name: 'Bow River Care Centre', street: '300 Memorial Drive NW', city: 'Calgary', prov: 'AB', country: 1 },
  { name: 'Atlantic Shores Home', street: '21 Spring Garden Road', city: 'Halifax', prov: 'NS', country: 1 },
  { name: 'Lakeside Senior Living', street: '740 Lake Shore Drive', city: 'Chicago', prov: 'IL', country: 2 },
  { name: 'Green Mountain Commons', street: '15 Church Street', city: 'Burlington', prov: 'VT', country: 2 },
  { name: 'Sunrise Gardens', street: '2200 Ocean Avenue', city: 'San Diego', prov: 'CA', country: 2 },
  { name: 'Evergreen Terrace', street: '910 Pine Street', city: 'Seattle', prov: 'WA', country: 2 },
];

export function provStateId(code: string, country: 1 | 2): number | null {
  // Two codes exist in both lists? None do; still match on the country to be safe.
  const match = provStateByCode(code);
  return match && match.countryId === country ? match.id : null;
}

const PALETTE = ['#5c6bc0', '#26a69a', '#ef6c00', '#8d6e63', '#ab47bc', '#42a5f5', '#7cb342', '#ec407a'];

/** A 400 x 400 portrait with the resident's initials, as a base64 SVG data URL. */
export function portrait(name: string, index: number): string {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const colour = PALETTE[index % PALETTE.length] ?? '#5c6bc0';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="${colour}"/>` +
    `<circle cx="200" cy="160" r="80" fill="#ffffff" opacity="0.25"/>` +
    `<rect x="90" y="260" width="220" height="140" rx="100" fill="#ffffff" opacity="0.25"/>` +
    `<text x="200" y="225" font-family="Helvetica, Arial, sans-serif" font-size="120" fill="#ffffff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export interface KioskPlan {
  name: string;
  serialNumber: string;
  typeId: number;
  facilityIndex: number;
  subscriptionLevel: number | null;
  phidgetVersion: PhidgetVersion;
}

/** Abby v21, v22 and v3 (Phidgetless) in turn. */
const ABBY_VERSIONS: Array<{ label: string; phidgetVersion: PhidgetVersion }> = [
  { label: '21', phidgetVersion: 21 },
  { label: '22', phidgetVersion: 22 },
  { label: '3', phidgetVersion: null },
];
const LEVELS = [SubscriptionLevel.Unlimited, SubscriptionLevel.Advanced, SubscriptionLevel.Basic];

/** Thirty kiosks, three per facility: two Abbys (rotating versions and levels) and a Genie. */
export function kioskPlans(facilityCount: number, perFacility: number): KioskPlan[] {
  const plans: KioskPlan[] = [];
  for (let f = 0; f < facilityCount; f += 1) {
    for (let k = 0; k < perFacility; k += 1) {
      const n = plans.length;
      const isGenie = k % 3 === 2;
      const version = ABBY_VERSIONS[n % ABBY_VERSIONS.length] ?? { label: '3', phidgetVersion: null };
      plans.push({
        name: isGenie ? `Genie ${String(n + 1).padStart(3, '0')}` : `Abby ${String(n + 1).padStart(3, '0')}`,
        serialNumber: isGenie ? `GN-${String(100000 + n)}` : `AB${version.label}-${String(100000 + n)}`,
        typeId: isGenie ? KioskType.Genie : KioskType.Abby,
        facilityIndex: f,
        // Levels rotate per facility, so every facility but the first has a Basic Abby; the
        // first kiosk (the one-kiosk demo manager's) is Unlimited.
        subscriptionLevel: isGenie ? null : (LEVELS[(f + k) % LEVELS.length] ?? SubscriptionLevel.Advanced),
        phidgetVersion: isGenie ? null : version.phidgetVersion,
      });
    }
  }
  return plans;
}

/** The demo seed's kiosks, in the order it registers them. */
export const demoKioskPlans = (): KioskPlan[] => kioskPlans(FACILITY_PLACES.length, 3);

export function personName(rand: () => number): string {
  const first = FIRST_NAMES[Math.floor(rand() * FIRST_NAMES.length)] ?? 'Marie';
  const last = LAST_NAMES[Math.floor(rand() * LAST_NAMES.length)] ?? 'Roy';
  return `${first} ${last}`;
}

/** Provinces and states the large seed spreads its facilities over. */
export const PROV_CODES: Array<{ code: string; country: 1 | 2 }> = [
  ...['ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'NL', 'PE'].map((code) => ({
    code,
    country: 1 as const,
  })),
  ...['NY', 'CA', 'TX', 'FL', 'IL', 'WA', 'MA', 'OH', 'PA', 'VT'].map((code) => ({
    code,
    country: 2 as const,
  })),
];
