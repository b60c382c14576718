import { Autocomplete, Group, Image, MultiSelect, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_LENGTH } from '../../../../../shared/domain/search';
import type { ObjektKurz } from '../../../../../shared/schemas/objekt';
import { ErrorState } from '../../../../components/feedback/ErrorState';
import { useFieldProps } from '../../../../hooks/useFormText';
import { useLang } from '../../../../hooks/useLang';
import type { KampagneForm } from './types';
import { objektOption, type PickerEmpty, useObjektPicker } from './useObjektPicker';

const ObjektPickerMap = lazy(() => import('./ObjektPickerMap'));

/** Marker images the portal ships (public/img/icons); other /img/ paths may be typed. */
const MARKER_ICONS = ['/img/icons/marker-kampagne.png'];

/** The empty list's text for each reason (useObjektPicker). */
const EMPTY_TEXT = {
  noMatch: 'admin.common.noMatch',
  typeMore: 'admin.kampagnen.objekte.typeMore',
  searching: 'admin.kampagnen.objekte.searching',
  searchFailed: 'admin.kampagnen.objekte.searchFailed',
} as const satisfies Record<PickerEmpty, string>;

/**
 * The article's linked objects (shown below it with their map) and their marker: pick on the map by
 * clicking pins, or search by name in the list — the keyboard way; the order of the list is the order
 * on the page. Above the portal's threshold neither loads the whole object list (useObjektPicker): the
 * list asks the server per text, the map per section.
 */
export function ObjekteSection({ form, visible }: { form: KampagneForm; visible: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const field = useFieldProps(form);
  const linked = form.values.objekte;
  const linkedSet = useMemo(() => new Set(linked), [linked]);
  const picker = useObjektPicker(linked);

  // A pin's click: unlinks a linked object, links another (its label kept for the list).
  const toggle = (objekt: ObjektKurz) => {
    if (!linkedSet.has(objekt.id)) picker.remember(objektOption(objekt, lang));
    form.setFieldValue(
      'objekte',
      linkedSet.has(objekt.id) ? linked.filter((x) => x !== objekt.id) : [...linked, objekt.id],
    );
  };
  const icon = form.values.objekticon ?? '';
  const ready = !picker.pending && !picker.error;

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
      {picker.error ? (
        <ErrorState error={picker.error} onRetry={picker.retry} />
      ) : (
        <>
          <MultiSelect
            label={t('admin.kampagnen.fields.objekte')}
            description={t('admin.kampagnen.hints.objekte', { count: linked.length })}
            placeholder={picker.byServer ? t('admin.kampagnen.objekte.searchPlaceholder') : undefined}
            data={picker.data}
            searchable
            clearable
            hidePickedOptions
            limit={50}
            {...picker.search}
            nothingFoundMessage={t(EMPTY_TEXT[picker.empty], { min: SEARCH_MIN_LENGTH })}
            loading={picker.searching}
            disabled={picker.pending}
            {...field('objekte')}
            data-testid="kampagne-objekte"
          />
          <Text size="sm" c="dimmed">
            {t('admin.kampagnen.objekte.mapHint')}
          </Text>
          {visible && ready ? (
            <Suspense fallback={<Skeleton height={420} radius="md" />}>
              <ObjektPickerMap objekte={picker.liste} linked={linkedSet} onToggle={toggle} />
            </Suspense>
          ) : (
            <Skeleton height={420} radius="md" animate={picker.pending} />
          )}
        </>
      )}
    </Stack>
  );
}
