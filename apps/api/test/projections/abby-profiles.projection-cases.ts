import { describe, it } from '@jest/globals';
import type { AbbyProfileEvent } from '@ambient/core';
import { GIVEN_AT, projectionSpec } from '@ambient/event-sourcing/testing';
import { AbbyProfilesProjection } from '../../src/abby-profiles/abby-profiles.projection.js';
import { covered, type ProjectionCases } from './projection-cases.js';

const kiosk = (profileId: number) => ({ profileId, residentId: null, kioskId: 4 });
const resident = (profileId: number) => ({ profileId, residentId: 9, kioskId: null });

const PROFILES = `SELECT id, resident_id, kiosk_id, name, description, is_active, create_date, update_by
  FROM abby_profiles ORDER BY id`;
const DETAILS = `SELECT id, profile_id, media_file_id FROM abby_profile_details ORDER BY id`;

export const abbyProfilesProjectionCases: ProjectionCases = (dataSource) => {
  describe('Abby profiles projection', () => {
    it("keeps each kiosk's and resident's profile with its texts, files and the one active, and drops the deleted ones with their files", async () => {
      const spec = projectionSpec<AbbyProfileEvent>(
        covered(new AbbyProfilesProjection()),
        dataSource(),
      ).given(
        {
          type: 'AbbyProfileCreated',
          data: { ...kiosk(1), name: 'Lobby', description: '', createdBy: 'ambient|kiosk-manager' },
        },
        {
          type: 'AbbyProfileCreated',
          data: { ...kiosk(2), name: 'Evenings', description: '', createdBy: null },
        },
        {
          type: 'AbbyProfileCreated',
          data: { ...resident(3), name: 'Songs', description: 'Her favourites', createdBy: null },
        },
        {
          type: 'AbbyProfileDetailsAdded',
          data: {
            ...kiosk(1),
            details: [
              { detailId: 10, mediaFileId: 100 },
              { detailId: 11, mediaFileId: 101 },
              { detailId: 12, mediaFileId: 102 },
            ],
          },
        },
        {
          type: 'AbbyProfileDetailsAdded',
          data: { ...resident(3), details: [{ detailId: 13, mediaFileId: 100 }] },
        },
        {
          type: 'AbbyProfileDetailsRemoved',
          data: { ...kiosk(1), details: [{ detailId: 11, mediaFileId: 101 }] },
        },
        { type: 'AbbyProfileEdited', data: { ...kiosk(1), name: 'Front lobby', description: 'Daytime' } },
        { type: 'AbbyProfileActivated', data: { ...kiosk(2), replaced: null } },
        { type: 'AbbyProfileDeactivated', data: { ...kiosk(2), replacedBy: 1 } },
        { type: 'AbbyProfileActivated', data: { ...kiosk(1), replaced: 2 } },
        { type: 'AbbyProfileDeleted', data: resident(3) },
      );
      const row = (id: number, name: string, more: Record<string, unknown>) => ({
        id,
        resident_id: null,
        kiosk_id: 4,
        name,
        description: '',
        is_active: false,
        create_date: new Date(GIVEN_AT),
        update_by: null,
        ...more,
      });
      await spec.then(PROFILES, [
        row(1, 'Front lobby', { description: 'Daytime', is_active: true }),
        row(2, 'Evenings', {}),
      ]);
      await spec.then(DETAILS, [
        { id: 10, profile_id: 1, media_file_id: 100 },
        { id: 12, profile_id: 1, media_file_id: 102 },
      ]);
    });
  });
};
