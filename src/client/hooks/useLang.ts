import { useTranslation } from 'react-i18next';
import type { Lang } from '../../shared/domain/routes';

/** The language shown; LangLayout's loader sets it from the route prefix before a page renders. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'de';
}
