import { Button, Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GreyObjektHinweis } from '../../../components/auth/GreyObjektHinweis';
import { useLang } from '../../../hooks/useLang';
import { detailHref } from '../objektInfo';

/** The grey object a click asked for: its id and, when known, where it stands. */
export interface GreyObjekt {
  id: string;
  lonLat: readonly [number, number] | null;
}

/**
 * Spec 8: an anonymous click on a grey object (180620002) shows this dialog — title and html from
 * error.greyobject, OK its only button — instead of the detail view. Its text offers registration and
 * sign-in, both leading back to the listing's detail view (issue 21).
 */
export function GreyObjectDialog({ objekt, onClose }: { objekt: GreyObjekt | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Modal
      opened={objekt !== null}
      onClose={onClose}
      title={t('error.greyobject.title')}
      withCloseButton={false}
      zIndex={10000}
      data-testid="grey-object-dialog"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', color: 'var(--sp-navy)' } }}
    >
      {objekt && <GreyObjektHinweis next={detailHref(lang, objekt.id, objekt.lonLat)} onLeave={onClose} />}
      <Group justify="flex-end" mt="lg">
        <Button variant="light" onClick={onClose} data-testid="grey-object-ok" data-autofocus>
          {t('common.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
