import { Container } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../data/client';
import { ErrorState } from '../feedback/ErrorState';
import { LoadingState } from '../feedback/LoadingState';

/** The id segment of the editor for an entry that does not exist yet. */
const NEU = 'neu';

/** Props of {@link AdminEntityPage}. */
export interface AdminEntityPageProps<T, ListKey extends QueryKey = QueryKey, EntryKey extends QueryKey = QueryKey> {
  /** The list page, shown without an id segment. */
  list: ReactNode;
  /** The admin list query of the entity; the editor gets every entry (`all`). */
  listQuery: UseQueryOptions<T[], Error, T[], ListKey>;
  /** The editor's query of one entry. */
  detailQuery: (id: number) => UseQueryOptions<T, Error, T, EntryKey>;
  /** The editor of `entry`, or of a new entry when it is null. */
  editor: (entry: T | null, all: T[]) => ReactNode;
}

/**
 * /{lang}/admin/{entity}: the list; /{lang}/admin/{entity}/{id}: the editor of one entry,
 * /{lang}/admin/{entity}/neu an empty editor that creates the entry on its first save.
 */
export function AdminEntityPage<T, ListKey extends QueryKey, EntryKey extends QueryKey>({
  list,
  ...editor
}: AdminEntityPageProps<T, ListKey, EntryKey>) {
  const { id } = useParams();
  if (id === undefined) return list;
  // Keyed by id: another entry starts a fresh form instead of carrying over the previous one's state.
  return <EditorRoute key={id} param={id} {...editor} />;
}

function EditorRoute<T, ListKey extends QueryKey, EntryKey extends QueryKey>({
  param,
  listQuery,
  detailQuery,
  editor,
}: { param: string } & Omit<AdminEntityPageProps<T, ListKey, EntryKey>, 'list'>) {
  const isNew = param === NEU;
  const id = Number(param);
  const valid = isNew || (Number.isInteger(id) && id > 0);
  const list = useQuery(listQuery);
  const entry = useQuery({ ...detailQuery(id), enabled: valid && !isNew });

  if (!valid) return <Failed error={new ApiError(404, 'notFound', 'Unknown id')} />;
  const error = list.error ?? (isNew ? null : entry.error);
  if (error) {
    return <Failed error={error} onRetry={() => void Promise.all([list.refetch(), isNew || entry.refetch()])} />;
  }
  if (list.isPending || (!isNew && entry.isPending)) return <LoadingState minHeight="60vh" />;
  return editor(isNew ? null : (entry.data ?? null), list.data ?? []);
}

function Failed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Container size="xl" py="xl">
      <ErrorState error={error} onRetry={onRetry} />
    </Container>
  );
}
