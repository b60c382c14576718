/**
 * Validation errors (schema resolver or the server's 400 `fields`) keyed by form field: an error of one
 * list item ('keywords_de.2', 'foerderarten.0') is shown on the list's field. The first message wins.
 */
export function fieldErrorsOf(errors: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0] ?? path;
    if (typeof message === 'string' && !out[field]) out[field] = message;
  }
  return out;
}
