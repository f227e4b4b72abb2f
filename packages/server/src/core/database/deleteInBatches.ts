/** How much one purge may delete: statements of `batchSize` rows, at most `maxBatches` of them. */
export interface PurgeBatches {
  batchSize?: number;
  maxBatches?: number;
}

/**
 * Runs `deleteBatch` (a statement deleting at most `batchSize` rows, answering how many went)
 * until a batch comes back short or `maxBatches` have run, and answers how many rows went in
 * all. Short statements hold their locks briefly, and the cap keeps one call from holding its
 * caller long: what is left goes next time.
 */
export async function deleteInBatches(
  deleteBatch: (batchSize: number) => Promise<number>,
  { batchSize = 1000, maxBatches = 20 }: PurgeBatches = {},
): Promise<number> {
  let purged = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const deleted = await deleteBatch(batchSize);
    purged += deleted;
    if (deleted < batchSize) break;
  }
  return purged;
}
