import { Alert, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../../ui/components/MessageDialog';
import { useStore } from '../../../utils/create-store.util';
import { feedback, feedbackStore } from '../../../ui/feedback/feedback.store';

/** Shows the first pending result dialog, and the latest short notice. */
export function FeedbackHost() {
  const { t } = useTranslation('common');
  const dialog = useStore(feedbackStore, (state) => state.dialogs[0] ?? null);
  const notice = useStore(feedbackStore, (state) => state.notice);
  return (
    <>
      {dialog && (
        <MessageDialog
          key={dialog.id}
          open
          severity={dialog.severity}
          title={t(`dialogTitles.${dialog.titleKey}`)}
          message={dialog.message ?? t(`errors.${dialog.fallbackKey}`)}
          closeLabel={t('actions.ok')}
          onClose={() => feedback.dismissDialog(dialog.id)}
        />
      )}
      <Snackbar
        key={notice?.id}
        open={notice !== null}
        autoHideDuration={3000}
        onClose={() => feedback.dismissNotice()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => feedback.dismissNotice()}>
          {notice?.message}
        </Alert>
      </Snackbar>
    </>
  );
}
