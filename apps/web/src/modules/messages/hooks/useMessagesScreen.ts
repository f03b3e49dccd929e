import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResidentMessage } from '@ambient/core';
import { usePersonName } from '../../../ui/resource';
import { useSession } from '../../session';
import { takeComposeRequest } from '../state/compose-request.state';
import { isFromUser, messagesTitle } from '../utils/messages.util';
import { useMessageOrigin } from './useMessageOrigin';
import { useMessages } from './useMessages';
import { useResidentPictures } from './useResidentPictures';

/**
 * The Message manager's data and behaviour (spec 03 §2.13): who reads it (admins and managers see
 * the users, guests read the directions as their own), where it was opened from, the messages and
 * their residents' pictures, and the compose dialog opened at once when a resident's dashboard
 * asked for it.
 */
export function useMessagesScreen() {
  const { t } = useTranslation('messages');
  const personName = usePersonName();
  const { flags } = useSession();
  const isAdmin = flags?.isAdmin ?? false;
  const seesUsers = isAdmin || (flags?.isManager ?? false);
  const isGuest = !seesUsers && !(flags?.isResidentManager ?? false);
  const origin = useMessageOrigin();
  const messages = useMessages({ kioskId: origin.kioskId, residentId: origin.residentId });
  const pictures = useResidentPictures(messages.rows);
  // Send Message on the resident's dashboard opens the compose dialog at once.
  const { startCompose } = messages;
  useEffect(() => {
    if (takeComposeRequest() && !isAdmin) startCompose();
    // Only when the screen opens.
  }, []);

  return {
    isAdmin,
    seesUsers,
    origin,
    messages,
    pictures,
    title:
      messagesTitle({
        dashboard: origin.dashboard,
        kioskName: origin.kioskName,
        serialNumber: origin.serialNumber,
        residentName: origin.residentName === null ? null : personName(origin.residentName),
      }) ?? t('title'),
    /** To or from the resident, in a guest's words for a guest. */
    directionLabel: (message: Pick<ResidentMessage, 'messageTypeId'>): string =>
      isFromUser(message)
        ? t(isGuest ? 'guestDirections.toResident' : 'directions.toResident')
        : t(isGuest ? 'guestDirections.fromResident' : 'directions.fromResident'),
  };
}

export type MessagesScreenState = ReturnType<typeof useMessagesScreen>;
