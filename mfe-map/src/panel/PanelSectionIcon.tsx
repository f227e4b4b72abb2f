import LayersOutlined from '@mui/icons-material/LayersOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import TrackChangesOutlined from '@mui/icons-material/TrackChangesOutlined';
import type { PanelSection } from './panelLayout';

/** The icon of a panel section, the same in the accordion and the small-screen rail. */
export function PanelSectionIcon({ section }: { section: PanelSection }) {
  switch (section) {
    case 'basemaps':
      return <MapOutlined fontSize="small" />;
    case 'layers':
      return <LayersOutlined fontSize="small" />;
    case 'buffers':
      return <TrackChangesOutlined fontSize="small" />;
  }
}
