import { useMutation } from '@tanstack/react-query';
import { Limits, validatePictureSize, type FieldError } from '@ambient/core';
import { profileApi } from '../api/profile.endpoints';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { describeFailure } from '../../../ui/feedback/describe-failure.util';
import { feedback } from '../../../ui/feedback/feedback.store';
import { NotAnImageError, readImageSize } from '../utils/picture.util';

class PictureRejected extends Error {
  constructor(readonly problem: FieldError | { key: 'error.tooLarge' }) {
    super(problem.key);
  }
}

/**
 * Checks a chosen picture in the browser (an image of at least 400 x 400 pixels, spec 01 §5),
 * then uploads it as a form with `file` and `userId`; resolves to the picture's URL.
 */
export function usePictureUpload(userId: string, onUploaded: (picture: string) => void) {
  const translateMessage = useTranslateMessage();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (file: File) => {
      if (file.size > Limits.pictureMaxBytes) throw new PictureRejected({ key: 'error.tooLarge' });
      const { width, height } = await readImageSize(file);
      const problem = validatePictureSize(width, height);
      if (problem) throw new PictureRejected(problem);
      return profileApi.uploadPicture(userId, file);
    },
    onSuccess: (response) => onUploaded(response.picture),
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
      } else {
        feedback.showDialog(describeFailure(error, 'profile'));
      }
    },
  });
}
