// A type-level test, run by `npm run typecheck`: the server is checked against Node's globals only. Should a tsconfig
// change let the DOM's in, these expected errors would disappear and the check would fail.
// @ts-expect-error window is the browser's, not Node's
export const browserWindow: unknown = window;
// @ts-expect-error document is the browser's, not Node's
export const browserDocument: unknown = document;
