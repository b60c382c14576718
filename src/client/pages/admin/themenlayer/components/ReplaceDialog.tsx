import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Themenlayer } from '../../../../../shared/schemas/themenlayer';
import { EditorModal } from '../../../../components/admin/EditorModal';
import { useLang } from '../../../../hooks/useLang';
import { layerName, replaceQuery, SRID_AUS_DATEI } from '../layerForm';
import { LayerUpload } from './LayerUpload';
import { SridSelect } from './SridSelect';

/**
 * The new file of a layer (after the confirmation): the file's system, the drop zone, its progress and the
 * report. The layer keeps its kind, names and source; the server swaps the areas in one transaction.
 */
export function ReplaceDialog({ layer, onClose }: { layer: Themenlayer; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [srid, setSrid] = useState(SRID_AUS_DATEI);
  const [busy, setBusy] = useState(false);
  /** The file is replaced: the system no longer matters. */
  const [done, setDone] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <EditorModal
      onClose={close}
      title={t('admin.themenlayer.replaceTitle', { name: layerName(layer, lang) })}
      size="40rem"
      data-testid="themenlayer-replace"
    >
      <Stack gap="md">
        {!done && (
          <SridSelect
            value={srid}
            onChange={(value) => setSrid(value ?? SRID_AUS_DATEI)}
            disabled={busy}
            data-testid="themenlayer-replace-srid"
          />
        )}
        <LayerUpload
          query={replaceQuery(layer, srid)}
          layerId={layer.id}
          onBusy={setBusy}
          onDone={() => setDone(true)}
        />
        <Group justify="flex-end">
          <Button onClick={close} disabled={busy} data-testid="themenlayer-close">
            {t('admin.themenlayer.close')}
          </Button>
        </Group>
      </Stack>
    </EditorModal>
  );
}
