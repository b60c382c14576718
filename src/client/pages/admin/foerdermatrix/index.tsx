import { AdminEntityPage } from '../../../components/admin/AdminEntityPage';
import { adminFmMatrixListQuery, adminFmMatrixQuery } from '../../../data/admin-foerderung';
import { FoerderEditor } from './components/FoerderEditor';
import { FoerderList } from './components/FoerderList';

/**
 * /{lang}/admin/foerdermatrix: the list of funding programmes; /{lang}/admin/foerdermatrix/{id}: the editor of one programme,
 * /{lang}/admin/foerdermatrix/neu an empty editor that creates the programme on its first save.
 */
export default function AdminFoerdermatrixPage() {
  return (
    <AdminEntityPage
      list={<FoerderList />}
      listQuery={adminFmMatrixListQuery}
      detailQuery={adminFmMatrixQuery}
      editor={(entry, all) => <FoerderEditor entry={entry} all={all} />}
    />
  );
}
