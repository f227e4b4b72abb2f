// mapshaper ships no types; only the in-memory entry point the basemap build uses is declared.
declare module 'mapshaper' {
  const mapshaper: {
    /** Runs mapshaper commands over in-memory files; resolves with the `-o` outputs by name. */
    applyCommands(
      commands: string,
      input: Record<string, string>,
    ): Promise<Record<string, string | Buffer>>;
  };
  export default mapshaper;
}
