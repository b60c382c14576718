import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlayPanel } from './OverlayProvider';
import { ContactPanel, ImprintPanel, PrivacyPanel, TermsPanel } from './panels';

const PANELS: Record<OverlayPanel, () => ReactNode> = {
  imprint: () => <ImprintPanel />,
  terms: () => <TermsPanel />,
  privacy: () => <PrivacyPanel />,
  contactEcoplus: () => <ContactPanel />,
};

/** The overlay dialog itself (loaded with its panels when first opened; see OverlayProvider). */
export function OverlayDialog({
  panel,
  opened,
  onClose,
}: {
  panel: OverlayPanel | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={panel ? t(`overlay.${panel}.title`) : ''}
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
      {panel ? PANELS[panel]() : null}
    </Modal>
  );
}
