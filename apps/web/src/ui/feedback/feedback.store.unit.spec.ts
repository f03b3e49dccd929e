import { afterEach, describe, expect, it } from '@jest/globals';
import { feedback, feedbackStore } from './feedback.store';

const dialogs = () => feedbackStore.get().dialogs;

describe('result dialogs', () => {
  afterEach(() => dialogs().forEach((dialog) => feedback.dismissDialog(dialog.id)));

  it('shows one dialog for reads that fail together with the same message', () => {
    const notFound = {
      titleKey: 'validationFailed',
      message: 'This kiosk does not exist.',
      severity: 'error',
    } as const;
    feedback.showDialog(notFound);
    feedback.showDialog(notFound);
    expect(dialogs()).toHaveLength(1);
    feedback.showDialog({ ...notFound, message: 'The server could not be reached.' });
    expect(dialogs().map((dialog) => dialog.message)).toEqual([
      'This kiosk does not exist.',
      'The server could not be reached.',
    ]);
  });

  it('shows the same message again once its dialog was dismissed', () => {
    const warning = { titleKey: 'warning', message: 'Saved with a warning.', severity: 'warning' } as const;
    feedback.showDialog(warning);
    feedback.dismissDialog(dialogs()[0]!.id);
    feedback.showDialog(warning);
    expect(dialogs()).toHaveLength(1);
  });
});
