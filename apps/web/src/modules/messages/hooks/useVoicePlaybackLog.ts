import { MessageType, type ResidentMessage } from '@ambient/core';
import { messagesApi } from '../api/messages.endpoints';
import { useSession } from '../../session';

/**
 * What playing a voice message does (spec 03 §4, `voiceurl?log=true`): played by the user it was
 * sent to, and not yet opened, the playback is logged, which opens it; `onOpened` follows.
 */
export function useVoicePlaybackLog(message: ResidentMessage | null, onOpened: () => void): () => void {
  const { profile } = useSession();
  const isRecipient =
    message !== null &&
    message.messageTypeId === MessageType.ResidentToUser &&
    message.userId === profile?.id;
  return () => {
    if (!message || !isRecipient || message.isOpened) return;
    void messagesApi.voiceUrl(message.id, true).then(onOpened, () => undefined);
  };
}
