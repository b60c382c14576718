import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_SHOWN_COOKIE, CONTACT_SHOWN_MAX_AGE, writeCookie } from '../../lib/cookies';
import { ContactPanel, ImprintPanel, PrivacyPanel, TermsPanel } from './panels';

/** The four content panels of the overlay dialog (spec 2). */
export type OverlayPanel = 'imprint' | 'terms' | 'privacy' | 'contactEcoplus';

const OverlayContext = createContext<((panel: OverlayPanel) => void) | null>(null);

/** Opens the overlay dialog with a panel; must be used below OverlayProvider. */
export function useOverlay(): (panel: OverlayPanel) => void {
  const open = use(OverlayContext);
  if (!open) throw new Error('useOverlay outside OverlayProvider');
  return open;
}

const PANELS: Record<OverlayPanel, () => ReactNode> = {
  imprint: () => <ImprintPanel />,
  terms: () => <TermsPanel />,
  privacy: () => <PrivacyPanel />,
  contactEcoplus: () => <ContactPanel />,
};

/**
 * The overlay dialog (spec 2/4): closed by default, opened on demand with one panel, closed via the
 * close icon (or Escape / overlay click). Closing the contact panel sets `contactShown=true` for 360 days.
 * Stacking order 10000.
 */
export function OverlayProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width: 36em)');
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
  const title = useMemo(() => {
    if (!state.panel) return '';
    return t(`overlay.${state.panel}.title`);
  }, [state.panel, t]);

  return (
    <OverlayContext value={open}>
      {children}
      <Modal
        opened={state.opened}
        onClose={close}
        title={title}
        zIndex={10000}
        size="xl"
        fullScreen={fullScreen}
        padding="xl"
        withCloseButton
        closeButtonProps={{ 'aria-label': t('overlay.close') }}
        attributes={{ content: { 'data-testid': 'overlay-dialog' } as Record<string, string> }}
        styles={{
          title: { fontSize: 'var(--mantine-h2-font-size)', fontWeight: 700, color: 'var(--mantine-color-brand-9)' },
          header: { borderBottom: '1px solid var(--mantine-color-gray-2)', paddingBottom: 'var(--mantine-spacing-md)' },
          body: { paddingTop: 'var(--mantine-spacing-lg)' },
        }}
        overlayProps={{ backgroundOpacity: 0.55, blur: 2, color: '#0b2545' }}
      >
        {state.panel ? PANELS[state.panel]() : null}
      </Modal>
    </OverlayContext>
  );
}
