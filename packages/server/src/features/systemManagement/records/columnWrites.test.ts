import type pg from 'pg';
import { insertRow, updateRow } from './columnWrites';

/** A connection that records the SQL it is sent and answers one row with the key 7. */
function recordingClient() {
  const sent: string[] = [];
  const client = {
    query: async (sql: string) => {
      sent.push(sql);
      return { rows: [{ contact_ndx: 7 }] };
    },
  } as unknown as pg.PoolClient;
  return { client, sent };
}

const HOSTILE_KEY = 'name"; DROP TABLE x; --';

describe('record writes', () => {
  it('write the columns the table lists', async () => {
    const { client, sent } = recordingClient();
    const values = { contact_address: 'a@b.test', contact_name: 'Ann', contact_org: 'Ditch Co' };
    expect(await insertRow(client, 'contacts', 'contact_ndx', values)).toBe(7);
    await updateRow(client, 'contacts', 'contact_ndx', 7, { remark: 'Night shift' });
    expect(sent[0]).toContain('INSERT INTO contacts (contact_address, contact_name, contact_org)');
    expect(sent[1]).toContain('UPDATE contacts SET remark = $2');
  });

  it('refuse a key that is no writable column of the table, and send nothing', async () => {
    const { client, sent } = recordingClient();
    const values = { contact_name: 'Ann', [HOSTILE_KEY]: 'x' };
    await expect(insertRow(client, 'contacts', 'contact_ndx', values)).rejects.toThrow(
      `contacts has no column ${JSON.stringify(HOSTILE_KEY)} a record may write.`,
    );
    await expect(updateRow(client, 'contacts', 'contact_ndx', 7, values)).rejects.toThrow(
      JSON.stringify(HOSTILE_KEY),
    );
    // A column of another table, and the key on an update, are refused too.
    await expect(
      updateRow(client, 'contacts', 'contact_ndx', 7, { location_name: 'x' }),
    ).rejects.toThrow('"location_name"');
    await expect(
      updateRow(client, 'contacts', 'contact_ndx', 7, { contact_ndx: 8 }),
    ).rejects.toThrow('"contact_ndx"');
    expect(sent).toEqual([]);
  });
});
