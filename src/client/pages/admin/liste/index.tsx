import { Navigate } from 'react-router';
import { useLang } from '../../../hooks/useLang';
import { useSession } from '../../../hooks/useSession';
import { myPropertiesPath } from '../../../lib/authPaths';
import { AdminList } from './components/AdminList';

/**
 * /{lang}/admin/liste: administrators get the editable list of all objects; other logged-in users go to
 * their own listings (My portal → My properties).
 */
export default function AdminListePage() {
  const { isAdmin } = useSession();
  const lang = useLang();
  return isAdmin ? <AdminList /> : <Navigate to={myPropertiesPath(lang)} replace />;
}
