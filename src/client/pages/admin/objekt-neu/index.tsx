import { useState } from 'react';
import { Navigate } from 'react-router';
import { useLang } from '../../../hooks/useLang';
import { useSession } from '../../../hooks/useSession';
import { rememberBestaetigung } from '../../objekteditor/bestaetigung';
import { AdvertiseIntro } from '../../objekteditor/components/AdvertiseIntro';

/**
 * /{lang}/admin/objekt/neu (spec 2: redirects to a newly generated id). Owners first confirm being owner,
 * lawful landlord or broker with sole mandate (spec 5); the confirmation goes with the first save.
 * Administrators create on behalf of the agency and go straight to the editor.
 */
export default function AdminObjektNeuPage() {
  const lang = useLang();
  const { isAdmin } = useSession();
  const [id] = useState(() => crypto.randomUUID());
  const [confirmed, setConfirmed] = useState(false);
  if (isAdmin || confirmed) return <Navigate to={`/${lang}/admin/objekt/${id}`} replace />;
  return (
    <AdvertiseIntro
      onConfirm={() => {
        rememberBestaetigung(id);
        setConfirmed(true);
      }}
    />
  );
}
