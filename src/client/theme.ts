import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import i18n from './i18n';
import { readableOn } from './lib/contrast';

/** Lower Austria's heraldic blue, from light to dark; shade 7 is the primary. */
const brand: MantineColorsTuple = [
  '#eaf2fb',
  '#d3e2f4',
  '#a6c3e8',
  '#76a2dc',
  '#4f86d1',
  '#3574ca',
  '#2566bf',
  '#1a55a6',
  '#124a93',
  '#0b3a78',
];

/** Petrol/teal for secondary accents (tiles, icons). */
const petrol: MantineColorsTuple = [
  '#e6f7f6',
  '#ccece9',
  '#99d8d3',
  '#62c3bb',
  '#38b1a7',
  '#1f9f95',
  '#138f86',
  '#0b7b73',
  '#066c65',
  '#005c56',
];

/** Heraldic gold for the main call to action; dark text on it (autoContrast). */
const gold: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc0',
  '#ffe08a',
  '#ffd04f',
  '#fcc221',
  '#f5b700',
  '#e0a800',
  '#c29100',
  '#a77d00',
  '#8a6700',
];

/** The primary shade in the light scheme: filled, outline and text colours use it. */
const LIGHT_SHADE = 7;

const fontFamily =
  "'Source Sans 3 Variable', 'Source Sans 3', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** A calm, corporate look for a public agency: blue primary, generous spacing, readable type. */
export const theme = createTheme({
  // Transitions of dialogs, drawers and menus are skipped when the visitor asks for reduced motion.
  respectReducedMotion: true,
  primaryColor: 'brand',
  primaryShade: { light: LIGHT_SHADE, dark: 5 },
  colors: { brand, petrol, gold },
  autoContrast: true,
  // autoContrast writes dark text on fills lighter than this: 0.179 is where white text drops below
  // WCAG AA (4.5:1), so the chosen text colour always passes (gold and green get dark text).
  luminanceThreshold: 0.179,
  fontFamily,
  fontSizes: { xs: '0.8125rem', sm: '0.9375rem', md: '1.0625rem', lg: '1.1875rem', xl: '1.375rem' },
  lineHeights: { md: '1.6' },
  headings: {
    fontFamily,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3.25rem)', lineHeight: '1.12' },
      h2: { fontSize: 'clamp(1.6rem, 1.3rem + 1.1vw, 2.125rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.3125rem', lineHeight: '1.3' },
      h4: { fontSize: '1.125rem', lineHeight: '1.35' },
    },
  },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '6px', md: '10px', lg: '16px', xl: '24px' },
  shadows: {
    xs: '0 1px 2px rgba(11, 37, 69, 0.06)',
    sm: '0 1px 3px rgba(11, 37, 69, 0.08), 0 1px 2px rgba(11, 37, 69, 0.05)',
    md: '0 6px 16px -4px rgba(11, 37, 69, 0.12), 0 2px 6px rgba(11, 37, 69, 0.06)',
    lg: '0 16px 40px -12px rgba(11, 37, 69, 0.22), 0 4px 12px rgba(11, 37, 69, 0.08)',
    xl: '0 28px 60px -18px rgba(11, 37, 69, 0.32)',
  },
  focusRing: 'auto',
  cursorType: 'pointer',
  other: { navy: '#0b2545', navyLight: '#12355f', surface: '#f4f7fb' },
  components: {
    Button: { defaultProps: { radius: 'md' }, styles: { root: { fontWeight: 600 } } },
    Container: { defaultProps: { size: 1220, px: { base: 'md', sm: 'xl' } } },
    Anchor: { defaultProps: { underline: 'hover' } },
    Modal: { defaultProps: { radius: 'lg', centered: true } },
    TextInput: { defaultProps: { radius: 'md' } },
    // Read on every render: the eye button is labelled in the language shown, not Mantine's English.
    PasswordInput: {
      defaultProps: () => ({ visibilityToggleButtonProps: { 'aria-label': i18n.t('common.togglePassword') } }),
    },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg' } },
  },
});

/** Secondary text (`c="dimmed"`): Mantine's gray.6 reaches only 3.3:1 on white; this one 6:1. */
export const DIMMED = '#5c636a';

/**
 * Text colours of a palette brought to AA (4.5:1). Mantine writes the light variant (badges, light
 * buttons) as shade 9 on shade 1, and outline buttons and `c="red"` text in the primary shade on white;
 * for the brighter palettes (green, red, gold, petrol …) that stays below AA, so the text is darkened
 * just enough. Fills and borders keep their colour.
 */
function readableVariants(name: string, shades: readonly string[]): [string, string][] {
  const shade = shades[LIGHT_SHADE] ?? '#000';
  return [
    [`--mantine-color-${name}-light-color`, readableOn(shades[9] ?? '#000', shades[1] ?? '#fff')],
    [`--mantine-color-${name}-text`, readableOn(shade, '#fff')],
    [`--mantine-color-${name}-outline`, readableOn(shade, '#fff')],
  ];
}

/** Project colours as CSS variables for the CSS modules, and the colour fixes for AA contrast. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {
    '--sp-navy': '#0b2545',
    '--sp-navy-light': '#12355f',
    '--sp-surface': '#f4f7fb',
    '--sp-header-height': '76px',
  },
  light: {
    '--mantine-color-dimmed': DIMMED,
    // Field errors (and their red border) are text on white: Mantine's red reaches only ~3.8:1.
    '--mantine-color-error': readableOn(resolved.colors.red?.[LIGHT_SHADE] ?? '#c92a2a', '#fff'),
    ...Object.fromEntries(Object.entries(resolved.colors).flatMap(([name, shades]) => readableVariants(name, shades))),
  },
  dark: {},
});
