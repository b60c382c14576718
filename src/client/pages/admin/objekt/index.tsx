import { EditorScreen } from '../../objekteditor/EditorScreen';

/** /{lang}/admin/objekt/{objektId}: the same editor as objekteditor (the route's AuthGate asks for a login). */
export default function AdminObjektPage() {
  return <EditorScreen />;
}
