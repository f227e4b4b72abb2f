import chromiumArgs from '@headgate/toolchain/chromium-args.json';

/**
 * The features Playwright 1.65 turns off itself (its `chromiumSwitches`). Chromium reads only the
 * last `--disable-features`, so ours repeats them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium 156 loads the address bar's popup, a WebUI page in a renderer of its own, for
 * every window: for every test's new browser context, a renderer's worth of CPU each time. No test
 * uses an address bar.
 */
const ADDRESS_BAR_POPUP = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'PreloadTopChromeWebUI',
];

/** Every feature the end-to-end tests' browsers run without. */
export const DISABLED_FEATURES: readonly string[] = [
  ...PLAYWRIGHT_DISABLED_FEATURES,
  ...ADDRESS_BAR_POPUP,
];

/** The Chromium flags of every browser the end-to-end tests start. */
export const E2E_CHROMIUM_ARGS: string[] = [
  ...chromiumArgs,
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];
