import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../components/ContentPage';
import { PrivacyPanel } from '../../components/overlay/panels';

/** /{lang}/datenschutz — the privacy policy, as in the overlay dialog. */
export default function DatenschutzPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title={t('overlay.privacy.title')} lead={t('pages.datenschutz.lead')}>
      <PrivacyPanel headingOrder={2} />
    </ContentPage>
  );
}
