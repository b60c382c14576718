import { Badge, Group, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { foerderLabel, normalizeFoerderText } from '../../../../../shared/domain/foerderung';
import { routePath } from '../../../../../shared/domain/routes';
import type { FmMatrix } from '../../../../../shared/schemas/content';
import { AdminEditLink, AdminSearchList } from '../../../../components/admin/AdminSearchList';
import {
  adminFmMatrixListQuery,
  adminFmMatrixQuery,
  afterFmMatrixChange,
  fmMatrixAdminApi,
} from '../../../../data/admin-foerderung';
import { useLang } from '../../../../hooks/useLang';

/** Programmes whose names (both languages), funding body or its code contain every word of `text`. */
function filterProgramme(entries: readonly FmMatrix[], text: string): FmMatrix[] {
  const words = normalizeFoerderText(text).split(/\s+/).filter(Boolean);
  return entries.filter((e) => {
    const haystack = normalizeFoerderText([e.name_de, e.name_en, e.foerderstelle, e.foerderstelleid].join(' '));
    return words.every((w) => haystack.includes(w));
  });
}

/**
 * /{lang}/admin/foerdermatrix: every funding programme in Förderkompass order, searchable by name and
 * funding body, each with edit and delete; 'Neu anlegen' opens an empty editor that creates on save.
 */
export function FoerderList() {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useQuery(adminFmMatrixListQuery);
  const editPath = (id: number | 'neu') => routePath('admin-foerdermatrix', lang, { id });
  const nameOf = (e: FmMatrix) => (lang === 'en' ? e.name_en : e.name_de);

  return (
    <AdminSearchList
      testId="fm"
      title={t('admin.foerdermatrix.title')}
      lead={t('admin.foerdermatrix.lead')}
      searchPlaceholder={t('admin.foerdermatrix.searchPlaceholder')}
      countText={(count) => t('admin.foerdermatrix.count', { count })}
      deleteFailed={t('admin.foerdermatrix.deleteFailed')}
      list={list}
      filter={filterProgramme}
      editPath={editPath}
      nameOf={nameOf}
      remove={fmMatrixAdminApi.remove}
      detailKey={(id) => adminFmMatrixQuery(id).queryKey}
      afterChange={afterFmMatrixChange}
      head={
        <>
          <Table.Th w={64} visibleFrom="sm">
            {t('admin.foerdermatrix.columns.sortierung')}
          </Table.Th>
          <Table.Th>{t('admin.foerdermatrix.columns.name')}</Table.Th>
          <Table.Th visibleFrom="md">{t('admin.foerdermatrix.columns.foerderstelle')}</Table.Th>
          <Table.Th visibleFrom="lg">{t('admin.foerdermatrix.columns.foerderarten')}</Table.Th>
        </>
      }
      cells={(entry) => (
        <>
          <Table.Td visibleFrom="sm" c="gray.7" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {entry.sortierung}
          </Table.Td>
          <Table.Td>
            <AdminEditLink to={editPath(entry.id)}>{nameOf(entry)}</AdminEditLink>
          </Table.Td>
          <Table.Td visibleFrom="md" c="gray.7">
            {entry.foerderstelle}
          </Table.Td>
          <Table.Td visibleFrom="lg">
            <Group gap={4}>
              {entry.foerderarten.map((code) => (
                <Badge key={code} variant="light" color="petrol" radius="sm" tt="none">
                  {foerderLabel('foerderarten', code, lang)}
                </Badge>
              ))}
            </Group>
          </Table.Td>
        </>
      )}
    />
  );
}
