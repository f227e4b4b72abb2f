import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MAP_USER_ROLES, useHasAnyRole } from '@headgate/auth';
import { Loader, retryingLazy } from '@headgate/design-system';
import { useBasemapSettings } from '../basemaps/basemapSettingsQuery';
import { locationTypeColors } from '../colorBy';
import { DisclaimerDialog } from '../disclaimer';
import { PrintReport, useExportStore } from '../export';
import { FilterBar, useMapFilters } from '../filterBar';
import { legendSections } from '../layers/layerGroups';
import { useMapData } from '../layers/useMapData';
import { useLocationFilters } from '../locationFilters';
import { useMapFocusStore } from '../map/mapFocusStore';
import { useMapSettingsStore } from '../mapState/mapSettingsStore';
import { ControlPanel } from '../panel/ControlPanel';
import { useFillViewportHeight } from './useFillViewportHeight';
import { useRestoredMapState } from './useRestoredMapState';

// OpenLayers and the map code are a chunk of their own: the page frame and panel draw first.
const MapWorkspace = retryingLazy(() => import('../map/MapWorkspace'));

/**
 * The public map page (spec/public-map.md §2): the filter bar on top, the control panel on the
 * left and the map filling the rest of the viewport, full width under the page header, with the
 * disclaimer for anonymous visitors.
 */
export function PublicMapPage() {
  const frameRef = useRef<HTMLDivElement>(null);
  const height = useFillViewportHeight(frameRef);
  const smallScreen = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const initialView = useRestoredMapState();

  const mapUser = useHasAnyRole(MAP_USER_ROLES);
  const filterOptions = useMapFilters();
  const filters = useLocationFilters(filterOptions.data);
  const colorBy = useMapSettingsStore((state) => state.colorBy);
  const setColorBy = useMapSettingsStore((state) => state.setColorBy);
  const focusLocation = useMapFocusStore((state) => state.focusLocation);
  const chooseExport = useExportStore((state) => state.chooseExport);
  const exporting = useExportStore((state) => state.job !== null);

  const [mapDrawn, setMapDrawn] = useState(false);
  const markMapDrawn = useCallback(() => setMapDrawn(true), []);

  const data = useMapData();
  const basemapSettings = useBasemapSettings();
  const sections = useMemo(() => legendSections(data.layers), [data.layers]);
  const typeColors = useMemo(() => {
    const types = filterOptions.data?.locationTypes;
    return mapUser && colorBy === 'locationTypes' && types
      ? locationTypeColors(types.map((type) => type.value))
      : null;
  }, [mapUser, colorBy, filterOptions.data]);

  return (
    <Box
      ref={frameRef}
      data-public-map
      sx={{
        height,
        display: 'flex',
        flexDirection: 'column',
        // The page frame pads its content; the map runs edge to edge under the header.
        mx: { xs: -3, md: -6 },
        mb: { xs: -3, md: -6 },
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <FilterBar
        signedIn={mapUser}
        filterOptions={filterOptions.data}
        filterOptionsError={filterOptions.error}
        filters={filters}
        colorBy={colorBy}
        onColorByChange={setColorBy}
        onLocationPicked={focusLocation}
        onExport={chooseExport}
        exporting={exporting}
        searchDue={mapDrawn}
      />
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', borderTop: 1, borderColor: 'divider' }}>
        <ControlPanel
          smallScreen={smallScreen}
          sections={sections}
          layersLoading={data.isLoading}
          layersFailed={data.isError}
        />
        <Suspense fallback={<Loader label="Loading the map" />}>
          <MapWorkspace
            initialView={initialView}
            layers={data.isLoading ? [] : data.layers}
            sources={data.isLoading ? [] : data.sources}
            sections={sections}
            layersFailed={data.isError}
            onRetryLayers={data.retry}
            typeColors={typeColors}
            filterSelection={mapUser ? filters.selection : null}
            basemapSettings={basemapSettings}
            onFirstFeatures={markMapDrawn}
          />
        </Suspense>
      </Box>
      <DisclaimerDialog />
      <PrintReport />
    </Box>
  );
}
