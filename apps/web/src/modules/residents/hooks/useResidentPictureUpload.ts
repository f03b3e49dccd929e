import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Limits, validatePictureSize, type FieldError } from '@ambient/core';
import { isApiError } from '../../../api/api-error';
import { queryKeys } from '../../../api/query-keys';
import { residentsApi } from '../api/residents.endpoints';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { NotAnImageError, readImageSize } from '../../profile';
import { describeFailure } from '../../../ui/feedback/describe-failure.util';
import { feedback } from '../../../ui/feedback/feedback.store';

class PictureRejected extends Error {
  constructor(readonly problem: FieldError | { key: 'error.tooLarge' }) {
    super(problem.key);
  }
}

export interface ResidentPictureUpload {
  residentId: number;
  file: File;
}

/**
 * Changes the picture of an existing resident (spec 02 §5): an image of at least 400 x 400
 * pixels, checked in the browser first (else "Inspection Failed" with the actual size), then
 * sent as multipart `file` and `residentId`. The server checks again; its refusal of a small
 * image is shown under the same "Inspection Failed" title.
 */
export function useResidentPictureUpload(onUploaded: (residentId: number, base64: string) => void) {
  const translateMessage = useTranslateMessage();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async ({ residentId, file }: ResidentPictureUpload) => {
      if (file.size > Limits.pictureMaxBytes) throw new PictureRejected({ key: 'error.tooLarge' });
      if (file.type && !file.type.startsWith('image/')) throw new NotAnImageError();
      const { width, height } = await readImageSize(file);
      const problem = validatePictureSize(width, height);
      if (problem) throw new PictureRejected(problem);
      return residentsApi.uploadPicture(residentId, file);
    },
    onSuccess: (response, { residentId }) => {
      onUploaded(residentId, response.base64);
      // A family facilitator's Home picker shows the new picture too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.residentLogin });
    },
    onError: (error) => {
      if (error instanceof PictureRejected) {
        const tooLarge = error.problem.key === 'error.tooLarge';
        feedback.showDialog({
          titleKey: tooLarge ? 'fileSizeLimitExceeded' : 'inspectionFailed',
          message: translateMessage(error.problem),
          severity: 'warning',
        });
      } else if (error instanceof NotAnImageError) {
        feedback.showDialog({
          titleKey: 'inspectionFailed',
          message: translateMessage({ key: 'profile.pictureNotImage' }),
          severity: 'warning',
        });
      } else if (isApiError(error) && error.severity === 0 && !error.isUnauthorized && error.status !== 403) {
        feedback.showDialog({ ...describeFailure(error), titleKey: 'inspectionFailed' });
      } else if (!(isApiError(error) && error.isUnauthorized)) {
        feedback.showDialog(describeFailure(error));
      }
    },
  });
}
