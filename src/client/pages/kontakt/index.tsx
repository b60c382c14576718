import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../components/ContentPage';
import { ContactPanel } from '../../components/overlay/panels';

/** /{lang}/kontakt — the agency's contact; the contact form follows with its own issue. */
export default function KontaktPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title={t('meta.kontakt.title')} lead={t('meta.kontakt.description')}>
      <ContactPanel headingOrder={2} />
    </ContentPage>
  );
}
