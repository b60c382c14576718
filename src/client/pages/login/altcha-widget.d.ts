import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/**
 * JSX typing of the ALTCHA web component (`altcha` registers <altcha-widget>); only the attributes
 * this portal sets. Its methods and events are used through a ref (see AltchaCaptcha).
 */
interface AltchaWidgetAttributes extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> {
  /** URL the widget fetches its challenge from. */
  challenge?: string;
  /** Name of the hidden form field holding the payload. */
  name?: string;
  /** Language of the widget's texts (registered in $altcha.i18n). */
  language?: string;
  /** JSON-encoded configuration. */
  configuration?: string;
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
  type?: 'native' | 'checkbox' | 'switch';
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetAttributes;
    }
  }
}
