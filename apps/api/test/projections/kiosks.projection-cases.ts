import { describe, it } from '@jest/globals';
import type { ErasureEvent, KioskEvent, KioskFields, UserEvent } from '@ambient/core';
import { GIVEN_AT, projectionSpec, type GivenEvent } from '@ambient/event-sourcing/testing';
import { KiosksProjection } from '../../src/kiosks/kiosks.projection.js';
import { covered, LATER, type ProjectionCases } from './projection-cases.js';

const fields: KioskFields = {
  serialNumber: 'AB22-0042',
  name: 'Abby Soleil',
  description: 'Salon du 2e',
  typeId: 1,
  facilityId: 4,
  phidgetConfigId: 2,
  phidgetVersion: 22,
  phidgetHubSerialNumber: 654321,
  machineName: 'ABBY-42',
  identifier: 'soleil-2',
  contactUserId: 'u-contact',
  contactPhone: '(514) 555-1234',
  contactPosition: 'Infirmière',
  contactAvailability: 'Lun–ven',
  teamviewerId: '123 456 789',
  teamviewerPassword: 'tv-secret',
  languageId: 2,
  subscriptionLevel: 2,
  updateLevel: 3,
  activityLevel: 1,
  isAutoUpdates: false,
  ambientInvitationIds: [1, 4],
};

/** The row of a kiosk saved with `fields`, as the kiosks table holds it. */
const row = (id: number, kiosk: KioskFields, updatedBy: string | null) => ({
  id,
  serial_number: kiosk.serialNumber,
  name: kiosk.name,
  description: kiosk.description,
  type_id: kiosk.typeId,
  facility_id: kiosk.facilityId,
  phidget_config_id: kiosk.phidgetConfigId,
  phidget_version: kiosk.phidgetVersion,
  phidget_hub_serial_number: kiosk.phidgetHubSerialNumber,
  machine_name: kiosk.machineName,
  identifier: kiosk.identifier,
  contact_user_id: kiosk.contactUserId,
  contact_phone: kiosk.contactPhone,
  contact_position: kiosk.contactPosition,
  contact_availability: kiosk.contactAvailability,
  teamviewer_id: kiosk.teamviewerId,
  teamviewer_password: kiosk.teamviewerPassword,
  language_id: kiosk.languageId,
  subscription_level: kiosk.subscriptionLevel,
  update_level: kiosk.updateLevel,
  activity_level: kiosk.activityLevel,
  is_auto_updates: kiosk.isAutoUpdates,
  ambient_invitation_ids: kiosk.ambientInvitationIds,
  is_active: true,
  update_by_user_id: updatedBy,
  create_date: new Date(GIVEN_AT),
});

const SELECT = `SELECT id, serial_number, name, description, type_id, facility_id, phidget_config_id,
  phidget_version, phidget_hub_serial_number, machine_name, identifier, contact_user_id, contact_phone,
  contact_position, contact_availability, teamviewer_id, teamviewer_password, language_id,
  subscription_level, update_level, activity_level, is_auto_updates, ambient_invitation_ids, is_active,
  update_by_user_id, create_date FROM kiosks ORDER BY id`;

const registered = (kioskId: number, kiosk: KioskFields = fields): GivenEvent<KioskEvent> => ({
  type: 'KioskRegistered',
  data: { kioskId, ...kiosk },
  metadata: { userId: 'u-admin' },
});

export const kiosksProjectionCases: ProjectionCases = (dataSource) => {
  describe('kiosks projection', () => {
    const spec = () =>
      projectionSpec<KioskEvent | ErasureEvent | UserEvent>(covered(new KiosksProjection()), dataSource());

    it('adds a registered kiosk, active, with who registered it and when', async () => {
      await spec()
        .given(registered(42))
        .then(SELECT, [row(42, fields, 'u-admin')]);
    });

    it('saves every field of an update and who made it, keeping its creation date', async () => {
      const genie: KioskFields = {
        ...fields,
        serialNumber: 'GN-0007',
        name: 'Genie Soleil',
        description: null,
        typeId: 2,
        facilityId: null,
        phidgetConfigId: null,
        phidgetVersion: null,
        phidgetHubSerialNumber: null,
        machineName: null,
        identifier: null,
        contactUserId: null,
        contactPhone: null,
        contactPosition: null,
        contactAvailability: null,
        teamviewerId: null,
        teamviewerPassword: null,
        languageId: 1,
        subscriptionLevel: null,
        updateLevel: null,
        activityLevel: null,
        isAutoUpdates: true,
        ambientInvitationIds: [],
      };
      await spec()
        .given(registered(42), {
          type: 'KioskUpdated',
          data: { kioskId: 42, ...genie },
          metadata: { userId: 'u-manager', at: LATER },
        })
        .then(SELECT, [row(42, genie, 'u-manager')]);
    });

    it('removes a deleted kiosk and only it', async () => {
      await spec()
        .given(registered(42), registered(43, { ...fields, serialNumber: 'AB22-0043' }), {
          type: 'KioskDeleted',
          data: { kioskId: 42 },
        })
        .then('SELECT id, serial_number FROM kiosks ORDER BY id', [{ id: 43, serial_number: 'AB22-0043' }]);
    });

    it('forgets the contact phone of the kiosks whose contact user is erased, and only theirs', async () => {
      await spec()
        .given(
          registered(42),
          registered(43, { ...fields, serialNumber: 'AB22-0043', contactUserId: 'u-other' }),
          {
            type: 'PersonalDataErased',
            data: { subject: 'user-u-contact', userId: 'u-contact', residentId: null },
          },
        )
        .then('SELECT id, contact_user_id, contact_phone FROM kiosks ORDER BY id', [
          { id: 42, contact_user_id: 'u-contact', contact_phone: null },
          { id: 43, contact_user_id: 'u-other', contact_phone: fields.contactPhone },
        ]);
    });

    it('leaves the kiosks whose contact user is deleted without a contact user, and only those', async () => {
      await spec()
        .given(
          registered(42),
          registered(43, { ...fields, serialNumber: 'AB22-0043', contactUserId: 'u-other' }),
          { type: 'UserDeleted', data: { userId: 'u-contact', byUserId: 'u-admin' } },
        )
        .then('SELECT id, contact_user_id, contact_phone FROM kiosks ORDER BY id', [
          { id: 42, contact_user_id: null, contact_phone: fields.contactPhone },
          { id: 43, contact_user_id: 'u-other', contact_phone: fields.contactPhone },
        ]);
    });
  });
};
