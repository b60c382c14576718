import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnfrageList } from '../../../components/anfrage/AnfrageList';
import { EditorSection } from './EditorSection';

/** The listing's enquiries (issue 25), for its owner and the agency, as on My properties. */
export function AnfragenPanel({ objektId }: { objektId: string }) {
  const { t } = useTranslation();
  return (
    <EditorSection id="anfragen" title={t('anfrage.list.title')} icon={<IconMessages size={20} />}>
      <AnfrageList objektId={objektId} />
    </EditorSection>
  );
}
