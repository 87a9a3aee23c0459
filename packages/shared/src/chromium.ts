/**
 * Launch flags for the machine's Chromium (never a downloaded one), as the server's PDF export,
 * the end-to-end tests, the benchmarks and the fixture script start it: no sandbox (containers),
 * no GPU, and no background calls, component updates, sync or first-run pages.
 */
export const QUIET_CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
