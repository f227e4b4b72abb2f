import { buildSwapRemote } from './swapRemoteBuild';

// `pnpm --filter @headgate/e2e build:swap`: `npm test` builds it beside the checks, before the
// browser tests start.
buildSwapRemote();
