/**
 * Runs an operator command in the test's own process, as `headgate` would: for the tests of the
 * enclosing describe block, `environment()` is added to `process.env` (the command reads its
 * configuration there) and what the command prints is kept, not shown. Standard error's lines
 * are cleared before each test.
 */
export function useCommandOutput(environment: () => NodeJS.ProcessEnv): {
  errors: string[];
  output: string[];
} {
  const printed = { errors: [] as string[], output: [] as string[] };
  const before: NodeJS.ProcessEnv = {};
  beforeAll(() => {
    for (const [name, value] of Object.entries(environment())) {
      before[name] = process.env[name];
      process.env[name] = value;
    }
    jest.spyOn(console, 'error').mockImplementation((line: string) => {
      printed.errors.push(line);
    });
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.output.push(String(chunk));
      return true;
    });
  });
  afterAll(() => {
    jest.restoreAllMocks();
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  beforeEach(() => {
    printed.errors.splice(0);
    printed.output.splice(0);
  });
  return printed;
}
