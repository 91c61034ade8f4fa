// addons-linter ships no types: the part of its library API the Firefox lint test uses.
declare module "addons-linter" {
  interface LinterMessage {
    code: string;
    message: string;
    description?: string;
    file?: string;
  }
  interface LinterResult {
    errors: LinterMessage[];
    warnings: LinterMessage[];
    notices: LinterMessage[];
  }
  const addonsLinter: {
    createInstance(options: { config: Record<string, unknown>; runAsBinary: boolean }): {
      run(): Promise<LinterResult>;
    };
  };
  export default addonsLinter;
}
