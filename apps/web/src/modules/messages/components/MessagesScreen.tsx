import { Alert, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { ConfirmDialog, LocalGrid, ResourceScreen } from '../../../ui/resource';
import { useMessagesScreen } from '../hooks/useMessagesScreen';
import { ComposeDialog } from './ComposeDialog';
import { MessageFilters } from './MessageFilters';
import { MessagePreviewDialog } from './MessagePreviewDialog';
import { useMessageColumns } from './useMessageColumns';

/**
 * The Message manager (spec 03 §2.13): filters (kiosk for admins outside dashboards, resident
 * unless on a resident's dashboard, user, direction, subject search), the messages with their
 * media thumbnail or kind icon, the user and From/To for admins and managers, the resident, the
 * subject, sent and opened dates and delete; a preview dialog; the compose dialog (§2.14).
 */
export function MessagesScreen() {
  const { t } = useTranslation(['messages', 'common']);
  const translateMessage = useTranslateMessage();
  const screen = useMessagesScreen();
  const { isAdmin, origin, messages } = screen;
  const columns = useMessageColumns({
    seesUsers: screen.seesUsers,
    directionLabel: screen.directionLabel,
    pictures: screen.pictures,
    onPreview: messages.preview,
    onDelete: messages.askToDelete,
  });

  return (
    <ResourceScreen
      title={screen.title}
      newLabel={t('compose')}
      // Admins do not send messages (spec 02 §6): the New button is hidden for them.
      onNew={isAdmin ? undefined : messages.startCompose}
      newDisabled={origin.recipients.length === 0}
      rowFrom="md"
      filters={<MessageFilters screen={screen} />}
    >
      <LocalGrid
        label={t('table')}
        rows={messages.rows}
        columns={columns}
        firstLoad={messages.firstLoad}
        noRowsText={t('empty')}
      />
      <MessagePreviewDialog
        message={messages.previewing}
        mayDownload={isAdmin}
        onClose={() => messages.preview(null)}
        onOpened={messages.refresh}
        mayModerate={screen.seesUsers}
        deciding={messages.deciding}
        onApprove={messages.approve}
        onDecline={messages.decline}
      />
      <ComposeDialog
        open={messages.composing}
        sending={messages.sending}
        onSend={messages.send}
        onClose={messages.closeCompose}
        recipients={origin.recipients}
      />
      <ConfirmDialog
        open={messages.deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={t('deleteAction')}
        cancelLabel={t('common:actions.cancel')}
        busy={messages.removing}
        destructive
        onConfirm={messages.confirmDelete}
        onCancel={messages.cancelDelete}
      >
        {t('deleteText', { subject: messages.deleting?.subject ?? '' })}
      </ConfirmDialog>
      <Snackbar
        open={messages.sentNotice}
        autoHideDuration={6000}
        onClose={messages.closeSentNotice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={messages.closeSentNotice}>
          {translateMessage({ key: 'message.sent' })}
        </Alert>
      </Snackbar>
    </ResourceScreen>
  );
}
