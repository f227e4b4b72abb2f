import { baselineDocument, writeDiscovery } from './discoveryFile';
import { buildSwapRemote } from './swapRemoteBuild';

/** Builds the second version of the swap remote if it is missing, and resets the discovery file. */
export default function globalSetup(): void {
  buildSwapRemote();
  writeDiscovery(baselineDocument());
}
