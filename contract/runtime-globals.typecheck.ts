// A type-level test, run by `npm run typecheck`: the contract runs in the browser and in Node, so it may use the
// globals of neither. Should a tsconfig change let either in, these expected errors would disappear.
// @ts-expect-error window is the browser's
export const browserWindow: unknown = window;
// @ts-expect-error process is Node's
export const nodeProcess: unknown = process;
