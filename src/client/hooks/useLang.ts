import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, type Lang, parseLang } from '../../shared/domain/routes';

/** The language shown; LangLayout's loader sets it from the route prefix before a page renders. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return parseLang(i18n.language) ?? DEFAULT_LANG;
}
