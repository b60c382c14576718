/** The language campaigns are written in: spec 3 gives them no English fields, so the English UI marks them. */
export const KAMPAGNE_LANG = 'de';
