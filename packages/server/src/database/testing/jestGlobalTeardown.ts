export default function globalTeardown(): void {
  globalThis.headgatePostgres?.stop();
}
