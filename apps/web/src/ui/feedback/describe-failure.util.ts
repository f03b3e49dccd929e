import { ApiError, type ErrorContext } from '../../api/api-error';
import type { ResultDialog } from './feedback.store';

/**
 * The result convention of spec 01 §8 as a dialog: severity 0 is a warning or a failed
 * validation, above 0 an internal error ("Profile Update Failed" in the profile context).
 */
export function describeFailure(error: unknown, context: ErrorContext = 'default'): Omit<ResultDialog, 'id'> {
  if (!(error instanceof ApiError)) {
    return { titleKey: 'internalError', message: null, fallbackKey: 'unexpected', severity: 'error' };
  }
  if (error.kind === 'network') {
    return {
      titleKey: context === 'profile' ? 'profileUpdateFailed' : 'internalError',
      message: null,
      fallbackKey: 'network',
      severity: 'error',
    };
  }
  const base = { message: error.serverMessage, fallbackKey: 'unexpected' as const };
  if (error.status === 403) return { ...base, titleKey: 'actionNotPermitted', severity: 'warning' };
  if (error.status === 413) return { ...base, titleKey: 'fileSizeLimitExceeded', severity: 'warning' };
  if (error.severity === 0) {
    const validation = error.status === 400 || error.status === 422;
    return { ...base, titleKey: validation ? 'validationFailed' : 'warning', severity: 'warning' };
  }
  return {
    ...base,
    titleKey: context === 'profile' ? 'profileUpdateFailed' : 'internalError',
    severity: 'error',
  };
}
