import { Button, Group, Modal, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Spec 8: an anonymous click on a grey object (180620002) shows this dialog — title and html from
 * error.greyobject, OK only — instead of the detail view. The html comes from our own catalogues.
 */
export function GreyObjectDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('error.greyobject.title')}
      withCloseButton={false}
      zIndex={10000}
      data-testid="grey-object-dialog"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', color: 'var(--sp-navy)' } }}
    >
      <Typography>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted markup from the i18n catalogue (spec 8 'html') */}
        <div dangerouslySetInnerHTML={{ __html: t('error.greyobject.html') }} />
      </Typography>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-testid="grey-object-ok" data-autofocus>
          {t('common.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
