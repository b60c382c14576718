import '@fontsource-variable/source-sans-3/index.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { resolveRoute } from '../shared/domain/routes';
import { AfterIdle } from './components/lazy/AfterIdle';
import { applyLang } from './i18n';
import { lazyWithReload } from './lib/lazyWithReload';
import { queryClient } from './lib/queryClient';
import { SCREENS } from './pages';
import { createRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container loads once the page is idle (a toast shown before waits in the notifications
// store and appears then); the confirm dialogs (modals.openConfirmModal) right after the first paint.
// Neither wraps the pages — no page reads their context — and neither waits for the portal's texts.
const Notifications = lazyWithReload(
  () => import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
  { texts: false },
);
const ModalsProvider = lazyWithReload(() => import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })), {
  texts: false,
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing in index.html');

// Three steps, each a task of its own rather than one long one: this module's evaluation with the entry's;
// then the router, which matches the URL and starts the route's loaders and their requests; then the first
// render. A screen whose code is in the entry (the home page) renders as a transition: React renders it in
// slices of a few milliseconds with the browser let in between (Lighthouse mobile /de/home: TBT ~800 →
// ~130–330 ms; 4× slower CPU and slow 4G in Chromium: ~800 → ~500 ms). A screen loaded on demand renders
// at once: under a transition React holds back a page that waits for code (the screen's, the map's) and
// paints it ~0.4 s later on such a phone. Such a screen's code is on its way with the page (modulepreload):
// the first render waits for it up to SCREEN_WAIT_MS, so that the screen paints at once instead of after a
// loading state, which React would keep for at least 300 ms (detail view on loopback: LCP ~1.0 → ~0.8 s).
const SCREEN_WAIT_MS = 300;
const reactRoot = createRoot(root);
const route = resolveRoute(window.location.pathname);
const screen = route ? SCREENS[route.name] : undefined;
const firstRender = screen && !screen.preload ? startTransition : (render: () => void) => render();

/** The screen's code and texts, in the route's language (as langLoader sets it), or the time is up. */
function screenReady(): Promise<unknown> {
  if (!route || !screen?.preload) return Promise.resolve();
  const ready = applyLang(route.lang).then(screen.preload, () => undefined);
  return Promise.race([ready, new Promise((resolve) => setTimeout(resolve, SCREEN_WAIT_MS))]);
}

setTimeout(async () => {
  const router = createRouter();
  await screenReady();
  firstRender(() =>
    reactRoot.render(
      <StrictMode>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <QueryClientProvider client={queryClient}>
            <AfterIdle>
              <Notifications position="top-right" zIndex={10100} />
            </AfterIdle>
            <Suspense fallback={null}>
              <ModalsProvider />
            </Suspense>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
});
