import 'i18next';
import type de from '../shared/i18n/de.json';

/** Typed keys: `t('nav.start')` is checked against the German catalogue (the English one has the same keys). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof de };
  }
}
