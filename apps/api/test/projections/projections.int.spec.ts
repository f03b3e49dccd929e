/**
 * A test per projection: given events, then rows. Every projection's cases run here against one
 * database per engine (PGlite always, PostgreSQL when TEST_DATABASE_URL is set): opening one
 * costs a second or two, so the cases share it and each `given` starts from empty tables.
 *
 * A new slice adds its `<slice>.projection-cases.ts` beside these and one line below.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Projection } from '@ambient/event-sourcing';
import { databaseEngines, type TestDatabase } from '../support/databases.js';
import { abbyProfilesProjectionCases } from './abby-profiles.projection-cases.js';
import { abbyUpdatesProjectionCases } from './abby-updates.projection-cases.js';
import { ambientInvitationsProjectionCases } from './ambient-invitations.projection-cases.js';
import { expressionsProjectionCases } from './expressions.projection-cases.js';
import { buttonConfigsProjectionCases } from './button-configs.projection-cases.js';
import { fleetProjectionCases } from './fleet.projection-cases.js';
import { genieReleasesProjectionCases } from './genie-releases.projection-cases.js';
import { hierarchyProjectionCases } from './hierarchy.projection-cases.js';
import { keyTagsProjectionCases } from './key-tags.projection-cases.js';
import { kiosksProjectionCases } from './kiosks.projection-cases.js';
import { mediaItemsProjectionCases } from './media-items.projection-cases.js';
import { memoryAlbumsProjectionCases } from './memory-albums.projection-cases.js';
import { kioskPlaylistsProjectionCases } from './kiosk-playlists.projection-cases.js';
import { offlineAlertsProjectionCases } from '../offline-alerts/offline-alerts.projection-cases.js';
import { messagesProjectionCases } from './messages.projection-cases.js';
import { kioskEmailsProjectionCases } from '../kiosk-emails/kiosk-emails.projection-cases.js';
import { coveredTypes, type ProjectionCases } from './projection-cases.js';
import { residentsProjectionCases } from './residents.projection-cases.js';
import { rolloutsProjectionCases } from './rollouts.projection-cases.js';
import { signInsProjectionCases } from '../resident-metrics/sign-ins.projection-cases.js';
import { messagePurgesProjectionCases } from './message-purges.projection-cases.js';
import { usersProjectionCases } from './users.projection-cases.js';

/** Every projection of the API: the exported classes of its `*.projection.ts` files. */
async function apiProjections(): Promise<Projection[]> {
  const src = fileURLToPath(new URL('../../src', import.meta.url));
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.projection.ts'),
  );
  const projections: Projection[] = [];
  for (const file of files) {
    const exported = (await import(join(src, file))) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      if (typeof value !== 'function' || typeof (value.prototype as Partial<Projection>).apply !== 'function')
        continue;
      projections.push(new (value as new () => Projection)());
    }
  }
  return projections;
}

const SLICES: ProjectionCases[] = [
  hierarchyProjectionCases,
  kiosksProjectionCases,
  residentsProjectionCases,
  keyTagsProjectionCases,
  usersProjectionCases,
  buttonConfigsProjectionCases,
  genieReleasesProjectionCases,
  abbyUpdatesProjectionCases,
  fleetProjectionCases,
  mediaItemsProjectionCases,
  memoryAlbumsProjectionCases,
  rolloutsProjectionCases,
  offlineAlertsProjectionCases,
  messagesProjectionCases,
  kioskEmailsProjectionCases,
  kioskPlaylistsProjectionCases,
  ambientInvitationsProjectionCases,
  expressionsProjectionCases,
  signInsProjectionCases,
  abbyProfilesProjectionCases,
  messagePurgesProjectionCases,
];

for (const engine of databaseEngines()) {
  describe(`Projections on ${engine.name}`, () => {
    let db: TestDatabase | undefined;
    beforeAll(async () => {
      db = await engine.open();
    });
    afterAll(async () => {
      await db?.close();
    });
    const dataSource = () => {
      if (!db) throw new Error('The database did not open');
      return db.dataSource;
    };
    for (const cases of SLICES) cases(dataSource);

    // Declared last, so it runs after every case above.
    it('gives every projection of the API each event type it handles', async () => {
      const projections = await apiProjections();
      expect(projections.length).toBeGreaterThan(0);
      const missing = projections.flatMap((projection) =>
        [...projection.handles]
          .filter((type) => !coveredTypes.get(projection.name)?.has(type))
          .map((type) => `${projection.name}: ${type}`),
      );
      expect(missing).toEqual([]);
    });
  });
}
