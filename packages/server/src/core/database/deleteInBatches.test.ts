import { deleteInBatches } from './deleteInBatches';

/** A table of `rows` rows, deleted from as a batch statement would, recording each batch. */
function tableOf(rows: number) {
  const batches: number[] = [];
  let left = rows;
  return {
    batches,
    deleteBatch: async (batchSize: number) => {
      const deleted = Math.min(batchSize, left);
      left -= deleted;
      batches.push(deleted);
      return deleted;
    },
  };
}

describe('deleteInBatches', () => {
  it('deletes batch after batch until one comes back short', async () => {
    const table = tableOf(5);
    expect(await deleteInBatches(table.deleteBatch, { batchSize: 2 })).toBe(5);
    expect(table.batches).toEqual([2, 2, 1]);
  });

  it('runs one more batch when the last full one emptied the table', async () => {
    const table = tableOf(4);
    expect(await deleteInBatches(table.deleteBatch, { batchSize: 2 })).toBe(4);
    expect(table.batches).toEqual([2, 2, 0]);
  });

  it('stops after maxBatches, leaving the rest for the next call', async () => {
    const table = tableOf(10);
    expect(await deleteInBatches(table.deleteBatch, { batchSize: 2, maxBatches: 3 })).toBe(6);
    expect(table.batches).toEqual([2, 2, 2]);
  });

  it('deletes 1,000 rows a statement and 20 statements a call unless told', async () => {
    const table = tableOf(50_000);
    expect(await deleteInBatches(table.deleteBatch)).toBe(20_000);
    expect(table.batches).toEqual(Array(20).fill(1000));
  });
});
