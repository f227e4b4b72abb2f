import 'ol/ol.css';
import { useCallback, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MapLayer, MapSource } from '@headgate/contracts';
import { retryingLazy } from '@headgate/design-system';
import { ADDRESS_SEARCH_LOOK } from '../addressSearch/addressSearchLook';
import { planBasemap } from '../basemaps/basemapPlan';
import type { BasemapSettingsState } from '../basemaps/basemapSettingsQuery';
import { useBasemapLayers } from '../basemaps/useBasemapLayers';
import { useRadiusToolMap } from '../buffers/useRadiusToolMap';
import { MapDevTools } from '../devTools';
import { MapExport } from '../export/MapExport';
import { DrawingTools } from '../drawing';
import { FeatureListControl } from '../featureList/FeatureListControl';
import type { LegendSection } from '../layers/layerGroups';
import { hasGpuWebGL } from '../layers/circleRenderer';
import { useDataLayers } from '../layers/useDataLayers';
import { useLayerVisibility } from '../layers/useLayerVisibility';
import type { LocationFilterSelection } from '../locationFilters';
import { useMapSettingsStore } from '../mapState/mapSettingsStore';
import { useGroupsForUrl } from '../mapState/useGroupsForUrl';
import { useMapUrlSync } from '../mapState/useMapUrlSync';
import { DeferredSearch } from '../searchField/DeferredSearch';
import { TimeSeriesDock } from '../timeSeries';
import { mapChromeStyles } from './mapChromeStyles';
import { RESIZE_DEBOUNCE_MS } from './mapDefaults';
import type { InitialView } from './mapRuntime';
import { MapOverlayMessage } from './MapOverlayMessage';
import { PopupOverlay } from './PopupOverlay';
import { useDebouncedSize } from './useDebouncedSize';
import { useLocationFocus } from './useLocationFocus';
import { useMapReady } from './useMapReady';
import { useMapRuntime } from './useMapRuntime';
import { usePopupOnClick } from './usePopupOnClick';

const AddressSearch = retryingLazy(() => import('../addressSearch/AddressSearch'));

/** What the map draws, decided by the page. */
export interface MapWorkspaceProps {
  initialView: InitialView;
  layers: readonly MapLayer[];
  sources: readonly MapSource[];
  sections: readonly LegendSection[];
  layersFailed: boolean;
  onRetryLayers: () => void;
  typeColors: ReadonlyMap<string, string> | null;
  filterSelection: LocationFilterSelection | null;
  /** Asked for by the page, so the call does not wait for this chunk. */
  basemapSettings: BasemapSettingsState;
  /** Called once the map has drawn its first features. */
  onFirstFeatures?: () => void;
}

/**
 * The map itself (loaded as its own chunk, with OpenLayers): basemap, data layers, controls,
 * popup, address search and feature list, in a box that fills its parent.
 */
export default function MapWorkspace({
  initialView,
  layers,
  sources,
  sections,
  layersFailed,
  onRetryLayers,
  typeColors,
  filterSelection,
  basemapSettings,
  onFirstFeatures,
}: MapWorkspaceProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const targetRef = useRef<HTMLDivElement>(null);
  const toolsRef = useRef<HTMLDivElement>(null);
  const size = useDebouncedSize(frameRef, RESIZE_DEBOUNCE_MS);
  const runtime = useMapRuntime(targetRef, toolsRef, initialView);

  const basemap = useMapSettingsStore((state) => state.basemap);
  // Drawn once the settings are known: drawing the offline look first and the configured one
  // after fetched and drew every basemap layer twice.
  const plan = basemapSettings.settled
    ? planBasemap(basemap, basemapSettings.settings?.basemaps)
    : null;
  useBasemapLayers(runtime, plan);

  const drawn = useDataLayers({ runtime, layers, sources, typeColors, filterSelection });
  useLayerVisibility(drawn);
  const ready = useMapReady(runtime, drawn);
  useEffect(() => {
    if (ready) onFirstFeatures?.();
  }, [ready, onFirstFeatures]);

  useMapUrlSync(runtime, useGroupsForUrl(sections));

  const [popup, setPopup] = usePopupOnClick(runtime);
  useRadiusToolMap(runtime);
  const closePopup = useCallback(() => setPopup(null), [setPopup]);
  useLocationFocus(runtime, drawn, setPopup);

  return (
    <Box
      ref={frameRef}
      data-map-ready={ready || undefined}
      data-circle-renderer={hasGpuWebGL() ? 'webgl' : 'canvas'}
      sx={[{ position: 'relative', flex: 1, minWidth: 0, overflow: 'hidden' }, mapChromeStyles]}
    >
      <Box
        ref={targetRef}
        tabIndex={0}
        role="application"
        aria-label="Map. Use the arrow keys to pan and + or - to zoom."
        sx={{
          position: 'absolute',
          inset: 0,
          width: size?.width,
          height: size?.height,
          bgcolor: 'background.default',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      />
      <div ref={toolsRef} className="hg-map-tools" />
      {runtime && (
        <>
          <Box
            sx={{
              position: 'absolute',
              top: 12,
              left: 12,
              zIndex: 2,
              display: 'flex',
              gap: 2,
              alignItems: 'flex-start',
              flexWrap: 'wrap',
              maxWidth: 'calc(100% - 64px)',
            }}
          >
            <DeferredSearch look={ADDRESS_SEARCH_LOOK} due={ready}>
              {(handoff) => (
                <AddressSearch
                  runtime={runtime}
                  geocoder={basemapSettings.settings?.geocoder ?? null}
                  {...handoff}
                />
              )}
            </DeferredSearch>
            <FeatureListControl runtime={runtime} drawn={drawn} onOpenFeature={setPopup} />
          </Box>
          <PopupOverlay runtime={runtime} popup={popup} onClose={closePopup} />
          <TimeSeriesDock />
          <MapDevTools map={runtime.map} />
          <MapExport runtime={runtime} sections={sections} />
          <DrawingTools runtime={runtime} />
        </>
      )}
      {plan?.kind === 'unavailable' && (
        <MapOverlayMessage severity="info">{plan.message}</MapOverlayMessage>
      )}
      {layersFailed && (
        <MapOverlayMessage
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetryLayers}>
              Retry
            </Button>
          }
        >
          Map layers could not be loaded.
        </MapOverlayMessage>
      )}
    </Box>
  );
}
