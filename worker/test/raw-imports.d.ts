/** Vite's `?raw` imports (a file's text), used by tests that read repository files. */
declare module "*?raw" {
  const text: string;
  export default text;
}
