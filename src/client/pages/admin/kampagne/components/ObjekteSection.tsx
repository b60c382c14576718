import { Autocomplete, Group, Image, MultiSelect, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/feedback/ErrorState';
import { useObjekte } from '../../../../data/queries';
import { useFieldProps } from '../../../../hooks/useFormText';
import type { KampagneForm } from './types';

const ObjektPickerMap = lazy(() => import('./ObjektPickerMap'));

/** Marker images the portal ships (public/img/icons); other /img/ paths may be typed. */
const MARKER_ICONS = ['/img/icons/marker-kampagne.png'];

/**
 * The article's linked objects (shown below it with their map) and their marker: pick on the map by
 * clicking pins, or search by name in the list — the keyboard way; the order of the list is the order
 * on the page.
 */
export function ObjekteSection({ form, visible }: { form: KampagneForm; visible: boolean }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const objekte = useObjekte();
  const linked = form.values.objekte;
  const linkedSet = useMemo(() => new Set(linked), [linked]);
  const options = useMemo(
    () =>
      (objekte.data ?? [])
        .map((o) => ({ value: o.id, label: `${o.objektname} – ${o.plz} ${o.ort}` }))
        .sort((a, b) => a.label.localeCompare(b.label, 'de')),
    [objekte.data],
  );
  // Linked objects the list no longer holds (deleted meanwhile) stay visible by id until the admin removes them.
  const data = useMemo(() => {
    const known = new Set(options.map((o) => o.value));
    return [...linked.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id })), ...options];
  }, [options, linked]);

  const toggle = (id: string) =>
    form.setFieldValue('objekte', linkedSet.has(id) ? linked.filter((x) => x !== id) : [...linked, id]);
  const icon = form.values.objekticon ?? '';

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Autocomplete
          label={t('admin.kampagnen.fields.objekticon')}
          description={t('admin.kampagnen.hints.objekticon')}
          data={MARKER_ICONS}
          {...field('objekticon')}
          value={icon}
          style={{ flex: 1 }}
        />
        {icon.startsWith('/img/') && <Image src={icon} w={32} h={40} fit="contain" alt="" />}
      </Group>
      {objekte.isError ? (
        <ErrorState error={objekte.error} onRetry={() => void objekte.refetch()} />
      ) : (
        <>
          <MultiSelect
            label={t('admin.kampagnen.fields.objekte')}
            description={t('admin.kampagnen.hints.objekte', { count: linked.length })}
            data={data}
            searchable
            clearable
            hidePickedOptions
            limit={50}
            nothingFoundMessage={t('admin.common.noMatch')}
            disabled={objekte.isPending}
            {...field('objekte')}
            data-testid="kampagne-objekte"
          />
          <Text size="sm" c="dimmed">
            {t('admin.kampagnen.objekte.mapHint')}
          </Text>
          {visible && objekte.data ? (
            <Suspense fallback={<Skeleton height={420} radius="md" />}>
              <ObjektPickerMap objekte={objekte.data} linked={linkedSet} onToggle={toggle} />
            </Suspense>
          ) : (
            <Skeleton height={420} radius="md" animate={objekte.isPending} />
          )}
        </>
      )}
    </Stack>
  );
}
