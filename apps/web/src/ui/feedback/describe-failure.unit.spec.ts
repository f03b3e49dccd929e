import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../api/api-error';
import { describeFailure } from './describe-failure.util';

describe('result convention dialogs (spec 01 §8)', () => {
  it('titles a failed validation "Validation Failed" with the server message', () => {
    expect(describeFailure(new ApiError(422, 0, 'Name is required'))).toMatchObject({
      titleKey: 'validationFailed',
      message: 'Name is required',
    });
  });

  it('titles other severity 0 answers "Warning"', () => {
    expect(describeFailure(new ApiError(409, 0, 'Changed meanwhile')).titleKey).toBe('warning');
  });

  it('titles severity above 0 "Internal Error", or "Profile Update Failed" in the profile context', () => {
    expect(describeFailure(new ApiError(500, 1, 'Boom')).titleKey).toBe('internalError');
    expect(describeFailure(new ApiError(500, 1, 'Boom'), 'profile').titleKey).toBe('profileUpdateFailed');
  });

  it('explains network failures without a server message', () => {
    expect(describeFailure(new ApiError(0, 1, null, 'network'))).toMatchObject({
      message: null,
      fallbackKey: 'network',
    });
  });
});
