import { describe, expect, it } from '@jest/globals';
import { upcastResidentAdmittedV1 } from './resident.js';

describe('upcasting the foundation’s events', () => {
  it('splits a version 1 resident name into first and last names', () => {
    expect(
      upcastResidentAdmittedV1({ residentId: 1, name: 'Marie Claire Roy', kioskId: 2, pictureBase64: null }),
    ).toMatchObject({
      firstName: 'Marie',
      lastName: 'Claire Roy',
      languageId: 1,
    });
  });
});
