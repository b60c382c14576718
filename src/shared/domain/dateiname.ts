/** The longest stored original file name (characters). */
export const DATEINAME_MAX = 200;

/** The longest document title an owner may give (characters). */
export const DOKUMENT_TITEL_MAX = 120;

/**
 * An uploaded file's original name made safe to store and show: only the last path segment (some browsers
 * send a path), no control characters or characters file systems refuse, spaces collapsed, at most
 * DATEINAME_MAX characters with the extension kept; 'dokument' when nothing is left.
 */
export function sanitizeDateiname(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (clean === '') return 'dokument';
  if (clean.length <= DATEINAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return `${clean.slice(0, DATEINAME_MAX - extension.length).trimEnd()}${extension}`;
}
