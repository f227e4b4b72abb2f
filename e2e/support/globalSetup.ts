import { clearSavedFirstLoads } from './budgets/budgetFile';
import { buildSwapRemote } from './swapRemoteBuild';

/** Builds the second version of the swap remote if it is missing and forgets the first loads an earlier run measured. */
export default function globalSetup(): void {
  buildSwapRemote();
  clearSavedFirstLoads();
}
