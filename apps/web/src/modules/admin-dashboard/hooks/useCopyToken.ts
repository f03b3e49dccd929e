import { useCallback, useEffect, useRef, useState } from 'react';
import { Timings } from '@ambient/core';
import { useSession } from '../../session';
import { copyText } from '../../../utils/browser-file.util';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copy Token: puts the session's access token on the clipboard; "Copied!" shows for 2 seconds. */
export function useCopyToken() {
  const { accessToken } = useSession();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    window.clearTimeout(timer.current);
    try {
      if (!accessToken) throw new Error('no token');
      await copyText(accessToken);
      setState('copied');
      timer.current = window.setTimeout(() => setState('idle'), Timings.copyNoticeMs);
    } catch {
      setState('failed');
    }
  }, [accessToken]);

  return { state, copy, dismiss: () => setState('idle') };
}
