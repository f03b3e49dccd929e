import { useState } from 'react';
import {
  canSendDraft,
  messageDraftFault,
  MessageLimits,
  type MessageKind,
  type MessageUploadKind,
} from '@ambient/core';
import type { ComposedMessage } from '../api/messages.endpoints';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';

const UPLOAD_KIND: Record<MessageKind, MessageUploadKind> = {
  text: 'text-only',
  image: 'images',
  audio: 'audio',
  video: 'videos',
};

export interface ComposeFormConfig {
  /** The residents the message may go to; with only one, it goes to them. */
  recipients: ReadonlyArray<{ id: number; name: string }>;
  onSend: (message: ComposedMessage) => void;
}

/**
 * The compose dialog's message (spec 03 §2.14): its residents (the only one, else those ticked),
 * its kind, subject, text or file and title; Send once it has a resident and content, the core's
 * rules checked once Send is pressed.
 */
export function useComposeForm({ recipients, onSend }: ComposeFormConfig) {
  const translateMessage = useTranslateMessage();
  const only = recipients.length === 1 ? recipients[0] : undefined;
  const [ticked, setTicked] = useState<number[]>([]);
  // With one resident the message goes to them, even when they are known after the dialog opened.
  const chosen = only ? [only.id] : ticked;
  const [kind, setKind] = useState<MessageKind>('text');
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sendTried, setSendTried] = useState(false);
  const draft = { kind, subject, text, title, residentIds: chosen };
  const fault = sendTried ? messageDraftFault(draft) : null;
  const faultOf = (...keys: string[]) =>
    fault && keys.includes(fault.key) ? translateMessage(fault) : undefined;

  return {
    only,
    chosen,
    tick: (residentId: number, ticks: boolean) =>
      setTicked((current) => (ticks ? [...current, residentId] : current.filter((id) => id !== residentId))),
    kind,
    chooseKind: (next: MessageKind | null) => {
      if (next === null) return;
      setKind(next);
      setFile(null);
    },
    subject,
    setSubject,
    text,
    setText,
    title,
    setTitle,
    file,
    chooseFile: (picked: File | null) => {
      setFile(picked);
      // A new file's title is its name without extension, cut to the limit.
      if (picked && title.trim() === '')
        setTitle(
          picked.name
            .replace(/\.[^.]+$/, '')
            .trim()
            .slice(0, MessageLimits.titleMax),
        );
    },
    faults: {
      resident: faultOf('message.residentRequired'),
      text: faultOf('message.textRequired', 'message.textTooLong'),
      title: faultOf('message.titleRequired', 'message.titleTooLong'),
      subject: faultOf('message.subjectTooLong'),
    },
    canSend: canSendDraft(draft, file !== null),
    submit: () => {
      setSendTried(true);
      if (messageDraftFault(draft)) return;
      onSend({ residentIds: chosen, kind: UPLOAD_KIND[kind], subject, text, title, file });
    },
  };
}

export type ComposeFormState = ReturnType<typeof useComposeForm>;
