import de from 'virtual:catalogue/de-first';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGS, type Lang, parseLang } from '../shared/domain/routes';

/**
 * i18next with the German catalogue (the default language and every key's fallback). Of it the entry
 * carries what the first paint needs (shared/i18n/split.ts); the rest arrives with the first code loaded
 * on demand (loadCatalogueParts, awaited by lazyWithReload), so a visit of the home page alone does not
 * download the screens' texts. The English catalogue is a chunk of its own, loaded whole by the first
 * /en/ route. The language is not detected from the browser: it follows the route prefix (see langLoader
 * in router.tsx), and is German until a route says otherwise.
 */
void i18n.use(initReactI18next).init({
  resources: { de: { translation: de } },
  partialBundledLanguages: true,
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // A component that rendered before a part arrived renders again with its texts.
  react: { bindI18nStore: 'added' },
});

/** The German catalogue's parts loaded on demand: the screens' texts, and the administrators' (split.ts). */
export type LaterPart = 'rest' | 'admin';

const PARTS: Record<LaterPart, () => Promise<{ default: Record<string, unknown> }>> = {
  rest: () => import('virtual:catalogue/de-rest'),
  admin: () => import('virtual:catalogue/de-admin'),
};
const loading = new Map<LaterPart, Promise<void>>();
/** The parts code loaded on demand asked for: a switch to German then loads them, too. */
const wanted = new Set<LaterPart>();

/** Adds a part of the German catalogue (once; a failed load is tried again by the next caller). */
function loadGermanPart(part: LaterPart): Promise<void> {
  let load = loading.get(part);
  if (!load) {
    load = PARTS[part]().then(
      ({ default: texts }) => {
        i18n.addResourceBundle('de', 'translation', texts, true, false);
      },
      (error: unknown) => {
        loading.delete(part);
        throw error;
      },
    );
    loading.set(part, load);
  }
  return load;
}

/**
 * What code loaded on demand waits for: parts of the German catalogue for a German page (the screens'
 * texts; the admin screens also the administrators'). An English page (by its path: screens start loading
 * before langLoader has switched i18next) needs nothing more — that catalogue is loaded whole — until a
 * switch to German (applyLang).
 */
export function loadCatalogueParts(parts: readonly LaterPart[] = ['rest']): Promise<void> {
  for (const part of parts) wanted.add(part);
  const lang = parseLang(window.location.pathname.split('/')[1]) ?? currentLang();
  return lang === 'en' ? Promise.resolve() : Promise.all(parts.map(loadGermanPart)).then(() => undefined);
}

/** Adds a language's catalogue to i18next unless it is there already. */
async function loadCatalogue(lang: Lang) {
  if (lang === 'de' || i18n.hasResourceBundle(lang, 'translation')) return;
  const { default: catalogue } = await import('../shared/i18n/en.json');
  i18n.addResourceBundle(lang, 'translation', catalogue);
}

/** Switches the UI language (loading its catalogue first) and the document's lang attribute. */
export async function applyLang(lang: Lang) {
  await loadCatalogue(lang);
  if (lang === 'de') await Promise.all([...wanted].map(loadGermanPart));
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/** The language currently shown (the one bare paths like `/` redirect to). */
export const currentLang = (): Lang => parseLang(i18n.language) ?? DEFAULT_LANG;

export default i18n;
