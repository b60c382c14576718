import { Badge, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../../../../shared/domain/routes';
import type { Glossar } from '../../../../../shared/schemas/content';
import { AdminEditLink, AdminSearchList } from '../../../../components/admin/AdminSearchList';
import {
  adminGlossarListQuery,
  adminGlossarQuery,
  afterGlossarChange,
  glossarAdminApi,
} from '../../../../data/admin-glossar';
import { useLang } from '../../../../hooks/useLang';
import { filterGlossar, sortGlossar, titelOf } from '../../../../lib/glossar';

/**
 * /{lang}/admin/glossar: every glossary entry, searchable by title (both languages) and keyword, each
 * with edit and delete; 'Neu anlegen' opens an empty editor that creates the entry on its first save.
 */
export function GlossarList() {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useQuery(adminGlossarListQuery);
  const filter = useCallback(
    (entries: readonly Glossar[], text: string) => sortGlossar(filterGlossar(entries, text, lang), lang),
    [lang],
  );
  const editPath = (id: number | 'neu') => routePath('admin-glossar', lang, { id });

  return (
    <AdminSearchList
      testId="glossar"
      title={t('admin.glossar.title')}
      lead={t('admin.glossar.lead')}
      searchPlaceholder={t('admin.glossar.searchPlaceholder')}
      countText={(count) => t('admin.glossar.count', { count })}
      deleteFailed={t('admin.glossar.deleteFailed')}
      list={list}
      filter={filter}
      editPath={editPath}
      nameOf={(entry) => titelOf(entry, lang)}
      remove={glossarAdminApi.remove}
      detailKey={(id) => adminGlossarQuery(id).queryKey}
      afterChange={afterGlossarChange}
      head={
        <>
          <Table.Th>{t(lang === 'en' ? 'admin.glossar.fields.titel_en' : 'admin.glossar.fields.titel_de')}</Table.Th>
          <Table.Th visibleFrom="sm">
            {t(lang === 'en' ? 'admin.glossar.fields.titel_de' : 'admin.glossar.fields.titel_en')}
          </Table.Th>
          <Table.Th visibleFrom="md">{t('admin.glossar.fields.sieheauch')}</Table.Th>
        </>
      }
      cells={(entry) => (
        <>
          <Table.Td>
            <AdminEditLink to={editPath(entry.id)}>{titelOf(entry, lang)}</AdminEditLink>
          </Table.Td>
          <Table.Td visibleFrom="sm" c="gray.7">
            {titelOf(entry, lang === 'en' ? 'de' : 'en')}
          </Table.Td>
          <Table.Td visibleFrom="md">
            <Badge variant="light" color="gray" c="gray.8" radius="sm">
              {entry.sieheauch.length}
            </Badge>
          </Table.Td>
        </>
      )}
    />
  );
}
