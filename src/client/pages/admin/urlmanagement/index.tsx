import { Button, Container, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slug } from '../../../../shared/schemas/content';
import { useDeleteDialog } from '../../../components/admin/useDeleteDialog';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { adminSlugsQuery, afterSlugChange, slugAdminApi } from '../../../data/admin-slug';
import { SlugEditor } from './components/SlugEditor';
import { isMetaEntry, SlugTable } from './components/SlugTable';

/** Whether an entry matches the search text (slug, target, title or description, ignoring case). */
const matches = (entry: Slug, text: string) =>
  [entry.slug, entry.path, entry.title, entry.description ?? ''].some((v) => v.toLowerCase().includes(text));

/** Shortcuts before the pages' meta entries, each alphabetically regardless of case. */
const byKindAndSlug = (a: Slug, b: Slug) =>
  Number(isMetaEntry(a)) - Number(isMetaEntry(b)) || a.slug.localeCompare(b.slug, 'de', { sensitivity: 'base' });

/**
 * /{lang}/admin/urlmanagement (spec 2): URL shortcuts and meta descriptions — list with search, create,
 * edit and delete. A saved shortcut works at once: the public shortcut list is refetched after each change.
 */
export default function AdminUrlmanagementPage() {
  const { t } = useTranslation();
  const entries = useQuery(adminSlugsQuery);
  const [search, setSearch] = useState('');
  /** The entry in the editor: a stored one, 'new', or none (editor closed). */
  const [editing, setEditing] = useState<Slug | 'new' | null>(null);
  const text = search.trim().toLowerCase();
  const shown = (entries.data ?? []).filter((e) => !text || matches(e, text)).sort(byKindAndSlug);

  const confirmDelete = useDeleteDialog<Slug>({
    text: (entry) => t('admin.urlmanagement.deleteText', { slug: `/${entry.slug}` }),
    cancelLabel: t('admin.urlmanagement.cancel'),
    remove: (entry) => slugAdminApi.remove(entry.id),
    deletedName: (entry) => `/${entry.slug}`,
    afterChange: afterSlugChange,
  });

  return (
    <>
      <PageHeader title={t('admin.urlmanagement.title')} lead={t('admin.urlmanagement.lead')}>
        <Button
          mt="lg"
          color="gold"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing('new')}
          data-testid="slug-create"
        >
          {t('admin.urlmanagement.create')}
        </Button>
      </PageHeader>
      <Container py={{ base: 24, md: 40 }} size="xl">
        {entries.isPending ? (
          <LoadingState />
        ) : entries.error ? (
          <ErrorState error={entries.error} onRetry={() => entries.refetch()} />
        ) : (
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end" gap="sm">
              <TextInput
                aria-label={t('admin.urlmanagement.search')}
                placeholder={t('admin.urlmanagement.search')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                style={{ flex: '1 1 260px', maxWidth: 420 }}
                data-testid="slug-search"
              />
              <Text size="sm" c="gray.7">
                {t('admin.urlmanagement.count', { count: shown.length })}
              </Text>
            </Group>
            {shown.length === 0 ? (
              <Paper withBorder radius="lg" p="xl">
                <Text c="gray.7" ta="center">
                  {entries.data.length === 0 ? t('admin.common.empty') : t('admin.common.noMatch')}
                </Text>
              </Paper>
            ) : (
              <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
                <SlugTable entries={shown} onEdit={setEditing} onDelete={confirmDelete} />
              </Paper>
            )}
          </Stack>
        )}
      </Container>
      {editing !== null && (
        <SlugEditor
          key={editing === 'new' ? 'new' : editing.id}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
