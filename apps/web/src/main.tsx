import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { FRAME_NAMESPACES, initI18n } from './i18n/i18n';
import { preloadScreenAt } from './pages/screens';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The frame's texts only; each screen fetches its own when it opens, and the screen of this
// address starts now, beside them (decision 0114).
const texts = initI18n(FRAME_NAMESPACES);
preloadScreenAt(window.location.pathname);

// The first render waits for the frame's texts instead of suspending for them: React holds back
// a boundary's content for 300 ms after showing its fallback, which every first load would pay.
void texts.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
