import { AuthGate } from '../../components/auth/AuthGate';
import { EditorScreen } from './EditorScreen';

/**
 * /{lang}/objekteditor/{objektId}: the route carries no auth flag (spec 2), but editing needs an
 * account, so anonymous visitors are sent to the login and come back here.
 */
export default function ObjekteditorPage() {
  return (
    <AuthGate adminOnly={false}>
      <EditorScreen />
    </AuthGate>
  );
}
