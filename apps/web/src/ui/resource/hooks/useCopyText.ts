import { useCallback, useEffect, useRef, useState } from 'react';
import { Timings } from '@ambient/core';
import { copyText } from '../utils/clipboard.util';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Puts a text on the clipboard; "copied" lasts 2 seconds, "failed" until dismissed or tried again. */
export function useCopyText() {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string | null | undefined) => {
    window.clearTimeout(timer.current);
    try {
      if (!text) throw new Error('nothing to copy');
      await copyText(text);
      setState('copied');
      timer.current = window.setTimeout(() => setState('idle'), Timings.copyNoticeMs);
    } catch {
      setState('failed');
    }
  }, []);
  const dismiss = useCallback(() => {
    window.clearTimeout(timer.current);
    setState('idle');
  }, []);

  return { state, copy, dismiss };
}
