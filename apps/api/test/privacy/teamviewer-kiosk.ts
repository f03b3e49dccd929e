/** The kiosk the TeamViewer password tests save: an Abby with a TeamViewer id and password. */
import type { KioskPayload } from '@ambient/core';

export const abbyWithTeamviewer = (
  serialNumber: string,
  name: string,
  teamviewerPassword: string,
): KioskPayload => ({
  serialNumber,
  name,
  description: null,
  kioskTypeId: 1,
  phidgetVersion: 22,
  phidgetHubSerialNumber: null,
  facilityId: 0,
  languageId: 1,
  subscriptionLevel: 2,
  updateLevel: 0,
  activityLevel: 0,
  teamviewerId: '111 222 333',
  teamviewerPassword,
});
