import { clearSavedFirstLoads } from './budgets/budgetFile';
import { clearSignedInCopies } from './signIn';
import { buildSwapRemote } from './swapRemoteBuild';

/**
 * Builds the second version of the swap remote if it is missing and forgets what an earlier run
 * left: the first loads it measured, the signed-in states it saved.
 */
export default function globalSetup(): void {
  buildSwapRemote();
  clearSavedFirstLoads();
  clearSignedInCopies();
}
