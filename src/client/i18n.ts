import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, type Lang } from '../shared/domain/routes';
import de from '../shared/i18n/de.json';

/**
 * i18next with the German catalogue bundled (the default language and every key's fallback); the English
 * one is a chunk of its own, loaded by the first /en/ route, so a German visit never downloads it.
 * The language is not detected from the browser: it follows the route prefix (see langLoader in
 * router.tsx), and is German until a route says otherwise.
 */
void i18n.use(initReactI18next).init({
  resources: { de: { translation: de } },
  partialBundledLanguages: true,
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: ['de', 'en'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Adds a language's catalogue to i18next unless it is there already. */
async function loadCatalogue(lang: Lang) {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const { default: catalogue } = await import('../shared/i18n/en.json');
  i18n.addResourceBundle(lang, 'translation', catalogue);
}

/** Switches the UI language (loading its catalogue first) and the document's lang attribute. */
export async function applyLang(lang: Lang) {
  await loadCatalogue(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/** The language currently shown (the one bare paths like `/` redirect to). */
export const currentLang = (): Lang => (i18n.language === 'en' ? 'en' : 'de');

export default i18n;
