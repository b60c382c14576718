import { useSession } from '../../../hooks/useSession';
import { AdminList } from './components/AdminList';
import { MyProperties } from './components/MyProperties';

/**
 * /{lang}/admin/liste: administrators get the editable list of all objects; other logged-in users
 * their own properties ('My properties').
 */
export default function AdminListePage() {
  const { isAdmin } = useSession();
  return isAdmin ? <AdminList /> : <MyProperties />;
}
