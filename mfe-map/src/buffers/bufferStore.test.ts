import { DEFAULT_BUFFER_ROWS } from './bufferDefaults';
import { useBufferStore } from './bufferStore';

const store = () => useBufferStore.getState();

beforeEach(() => store().reset());

describe('the buffer store', () => {
  it('starts with the four default rows and nothing drawn', () => {
    expect(store().rows).toEqual(DEFAULT_BUFFER_ROWS);
    expect(store().rows.map(({ amount, units, enabled }) => [amount, units, enabled])).toEqual([
      ['0.25', 'miles', true],
      ['0.5', 'miles', true],
      ['0', 'miles', false],
      ['0', 'miles', false],
    ]);
    expect(store().centre).toBeNull();
  });

  it.each([['Lat: 40.2672, Lng: -104.778'], ['40.2672, -104.778'], ['40.2672 -104.778']])(
    'draws at the typed coordinate %p',
    (text) => {
      store().setEntry(text);
      expect(store().placeCentreFromEntry()).toBe(true);
      expect(store().centre).toEqual({ lat: 40.2672, lng: -104.778, placedBy: 'entry' });
    },
  );

  it.each([[''], ['Denver'], ['40.2672'], ['-104.778, 40.2672'], ['40.2672; -104.778']])(
    'changes nothing for %p, which is not a coordinate',
    (text) => {
      store().placeCentreOnMap({ lat: 39.9224, lng: -104.868855 });
      store().setRow(2, { amount: '100', units: 'acres', enabled: true });
      const before = { rows: store().rows, centre: store().centre };
      store().setEntry(text);
      expect(store().placeCentreFromEntry()).toBe(false);
      expect({ rows: store().rows, centre: store().centre }).toEqual(before);
    },
  );

  it('shows a clicked centre in the coordinate field, readable back', () => {
    store().placeCentreOnMap({ lat: 39.9224, lng: -104.8688612 });
    expect(store().centre).toEqual({ lat: 39.9224, lng: -104.8688612, placedBy: 'map' });
    expect(store().entry).toBe('39.92240, -104.86886');
    expect(store().placeCentreFromEntry()).toBe(true);
    expect(store().centre).toMatchObject({ lat: 39.9224, lng: -104.86886 });
  });

  it('clears the rings but keeps the rows; resets both', () => {
    store().setRow(0, { amount: '2', color: '#123456' });
    store().placeCentreOnMap({ lat: 40, lng: -105 });
    store().clear();
    expect(store().centre).toBeNull();
    expect(store().rows[0]).toMatchObject({ amount: '2', color: '#123456' });
    store().placeCentreOnMap({ lat: 40, lng: -105 });
    store().reset();
    expect(store().centre).toBeNull();
    expect(store().entry).toBe('');
    expect(store().rows).toEqual(DEFAULT_BUFFER_ROWS);
  });
});
