import { AdminEntityPage } from '../../../components/admin/AdminEntityPage';
import { adminGlossarListQuery, adminGlossarQuery } from '../../../data/admin-glossar';
import { GlossarEditor } from './components/GlossarEditor';
import { GlossarList } from './components/GlossarList';

/**
 * /{lang}/admin/glossar: the list of entries; /{lang}/admin/glossar/{id}: the editor of one entry,
 * /{lang}/admin/glossar/neu an empty editor that creates the entry on its first save.
 */
export default function AdminGlossarPage() {
  return (
    <AdminEntityPage
      list={<GlossarList />}
      listQuery={adminGlossarListQuery}
      detailQuery={adminGlossarQuery}
      editor={(entry, all) => <GlossarEditor entry={entry} all={all} />}
    />
  );
}
