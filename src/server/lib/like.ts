/** A LIKE pattern that matches the text literally anywhere (%, _ and \ escaped). */
export const containing = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
