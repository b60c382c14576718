/** The German catalogue's parts (vite.config.ts catalogueParts): nested objects of texts. */
declare module 'virtual:catalogue/*' {
  const part: Record<string, unknown>;
  export default part;
}
