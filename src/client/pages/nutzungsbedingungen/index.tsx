import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../components/ContentPage';
import { TermsPanel } from '../../components/overlay/panels';

/** /{lang}/nutzungsbedingungen — the terms, as in the overlay dialog. */
export default function NutzungsbedingungenPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title={t('overlay.terms.title')} lead={t('pages.nutzungsbedingungen.lead')}>
      <TermsPanel headingOrder={2} />
    </ContentPage>
  );
}
