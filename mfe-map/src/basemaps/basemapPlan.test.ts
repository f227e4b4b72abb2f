import type { Basemap } from '@headgate/contracts';
import { planBasemap, SATELLITE_UNAVAILABLE_MESSAGE } from './basemapPlan';

const offlineSettings: Basemap[] = [
  {
    id: 'outdoors',
    label: 'Outdoors',
    styleUrl: null,
    attribution: 'Natural Earth',
    offline: true,
  },
  { id: 'satellite', label: 'Satellite', styleUrl: null, attribution: null, offline: false },
  { id: 'dark', label: 'Dark', styleUrl: null, attribution: 'Natural Earth', offline: true },
];

describe('planBasemap', () => {
  it("draws a provider's style when one is configured", () => {
    const settings: Basemap[] = [
      {
        id: 'satellite',
        label: 'Satellite',
        styleUrl: 'https://tiles.example/hybrid.json',
        attribution: '© Example',
        offline: false,
      },
    ];
    expect(planBasemap('satellite', settings)).toEqual({
      kind: 'style',
      styleUrl: 'https://tiles.example/hybrid.json',
      attribution: '© Example',
    });
  });

  it('draws the offline look of the same name without a provider', () => {
    expect(planBasemap('dark', offlineSettings)).toEqual({
      kind: 'offline',
      look: 'dark',
      attribution: 'Natural Earth',
    });
  });

  it('keeps Outdoors under a message when Satellite has no provider', () => {
    expect(planBasemap('satellite', offlineSettings)).toEqual({
      kind: 'unavailable',
      look: 'outdoors',
      message: 'Satellite imagery needs a map provider key (BASEMAP_KEY).',
    });
    expect(SATELLITE_UNAVAILABLE_MESSAGE).toBe(
      'Satellite imagery needs a map provider key (BASEMAP_KEY).',
    );
  });

  it('draws offline while the settings are unknown', () => {
    expect(planBasemap('streets', undefined)).toEqual({
      kind: 'offline',
      look: 'streets',
      attribution: null,
    });
    expect(planBasemap('satellite', undefined).kind).toBe('unavailable');
  });
});
