import { createContext, type ReactNode, use, useCallback, useState } from 'react';
import { CONTACT_SHOWN_COOKIE, CONTACT_SHOWN_MAX_AGE, writeCookie } from '../../lib/cookies';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { OnceOpened } from '../lazy/OnceOpened';

/** The four content panels of the overlay dialog (spec 2). */
export type OverlayPanel = 'imprint' | 'terms' | 'privacy' | 'contactEcoplus';

const OverlayContext = createContext<((panel: OverlayPanel) => void) | null>(null);

const OverlayDialog = lazyWithReload(() => import('./OverlayDialog').then((m) => ({ default: m.OverlayDialog })));

/** Opens the overlay dialog with a panel; must be used below OverlayProvider. */
export function useOverlay(): (panel: OverlayPanel) => void {
  const open = use(OverlayContext);
  if (!open) throw new Error('useOverlay outside OverlayProvider');
  return open;
}

/**
 * The overlay dialog (spec 2/4): closed by default, opened on demand with one panel, closed via the
 * close icon (or Escape / overlay click). Closing the contact panel sets `contactShown=true` for 360 days.
 * Stacking order 10000. The dialog and its panels are loaded when it is first opened.
 */
export function OverlayProvider({ children }: { children: ReactNode }) {
  // The panel stays rendered while the dialog fades out, so `opened` is kept apart from it.
  const [state, setState] = useState<{ panel: OverlayPanel | null; opened: boolean }>({
    panel: null,
    opened: false,
  });
  const open = useCallback((panel: OverlayPanel) => setState({ panel, opened: true }), []);
  const close = useCallback(() => {
    setState((s) => {
      if (s.opened && s.panel === 'contactEcoplus') writeCookie(CONTACT_SHOWN_COOKIE, 'true', CONTACT_SHOWN_MAX_AGE);
      return { ...s, opened: false };
    });
  }, []);

  return (
    <OverlayContext value={open}>
      {children}
      <OnceOpened opened={state.opened}>
        <OverlayDialog panel={state.panel} opened={state.opened} onClose={close} />
      </OnceOpened>
    </OverlayContext>
  );
}
