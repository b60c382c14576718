import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, type Lang } from '../shared/domain/routes';
import { catalogues } from '../shared/i18n';

/**
 * i18next with both catalogues bundled. The language is not detected from the browser: it follows
 * the route prefix (see LangLayout), and is German until a route says otherwise.
 */
void i18n.use(initReactI18next).init({
  resources: { de: { translation: catalogues.de }, en: { translation: catalogues.en } },
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: ['de', 'en'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Switches the UI language and the document's lang attribute. */
export async function applyLang(lang: Lang) {
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/** The language currently shown (the one bare paths like `/` redirect to). */
export const currentLang = (): Lang => (i18n.language === 'en' ? 'en' : 'de');

export default i18n;
