// A translation catalogue as scripts/lingui-catalogues.ts serves it: its messages compiled for Lingui's runtime.
declare module '*.json?catalogue' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
