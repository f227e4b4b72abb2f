import { clearSavedFirstLoads } from './budgets/budgetFile';
import { baselineDocument, writeDiscovery } from './discoveryFile';
import { buildSwapRemote } from './swapRemoteBuild';

/**
 * Builds the second version of the swap remote if it is missing, resets the discovery file and
 * forgets the first loads an earlier run measured.
 */
export default function globalSetup(): void {
  buildSwapRemote();
  writeDiscovery(baselineDocument());
  clearSavedFirstLoads();
}
