import { useCallback, useEffect, useState } from 'react';

/** True after the browser's back (or forward) button was used, until dismissed. */
export function useBrowserBackWarning(): { open: boolean; dismiss: () => void } {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onPop = () => setOpen(true);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  return { open, dismiss };
}
