// A type-level test, run by `npm run typecheck`: the web app is checked against the browser's globals only. Should a
// tsconfig change let Node's in, these expected errors would disappear and the check would fail.
// @ts-expect-error process is Node's, not the browser's
export const nodeProcess: unknown = process;
// @ts-expect-error Buffer is Node's, not the browser's
export const nodeBuffer: unknown = Buffer;
