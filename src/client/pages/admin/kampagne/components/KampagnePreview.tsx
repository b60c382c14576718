import { Badge, Group, Paper, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sichtbarkeitOf } from '../../../../../shared/domain/objekt';
import type { Kampagne } from '../../../../../shared/schemas/content';
import { useObjekteByIds } from '../../../../data/sammlung';
import { KampagneArticle } from '../../../wissen-detail/components/KampagneArticle';
import { type KampagneFormValues, previewOf } from '../formValues';

/**
 * Spec 2 'Campaign preview': the unsaved values rendered by the article page's own component
 * (KampagneArticle), so it shows exactly what /wissen/{id} will show. Deferred, so typing stays fluid
 * while the article re-renders. The header says how many linked objects the public does not see (each
 * says why in the article's object list).
 */
export function KampagnePreview({
  kampagne,
  values,
  sticky,
}: {
  /** The stored campaign (id, pools, timestamps). */
  kampagne: Kampagne;
  /** The form's current values. */
  values: KampagneFormValues;
  /** Beside the form: stays in view while the form scrolls. */
  sticky: boolean;
}) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(values);
  const preview = useMemo(() => previewOf(kampagne, deferred), [kampagne, deferred]);
  // The article's own call (same query): the linked objects, every status for an administrator.
  const linked = useObjekteByIds(preview.objekte).data;
  const nichtOeffentlich = linked?.filter((o) => sichtbarkeitOf(o) === 'nichtOeffentlich').length ?? 0;
  return (
    <Paper
      withBorder
      radius="md"
      component="section"
      aria-label={t('admin.kampagnen.preview.label')}
      data-testid="kampagne-preview"
      style={
        sticky
          ? { position: 'sticky', top: 16, maxHeight: 'calc(100vh - 32px)', overflow: 'auto' }
          : { overflow: 'hidden' }
      }
    >
      <Group
        justify="space-between"
        px="md"
        py="xs"
        bg="var(--mantine-color-gray-0)"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap={6}>
          <IconEye size={18} aria-hidden />
          <Text fw={700} size="sm">
            {t('admin.kampagnen.preview.label')}
          </Text>
        </Group>
        <Group gap={6}>
          {nichtOeffentlich > 0 && (
            <Badge color="red" variant="light" tt="none" data-testid="kampagne-preview-nicht-oeffentlich">
              {t('admin.kampagnen.preview.notPublic', { count: nichtOeffentlich })}
            </Badge>
          )}
          {!values.aktiv && (
            <Badge color="gray" variant="light">
              {t('admin.kampagnen.preview.inactive')}
            </Badge>
          )}
        </Group>
      </Group>
      <KampagneArticle kampagne={preview} />
    </Paper>
  );
}
