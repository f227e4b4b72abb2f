import LayersOutlined from '@mui/icons-material/LayersOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import type { PanelSection } from './panelLayout';

/** The icon of a panel section, the same in the accordion and the small-screen rail. */
export function PanelSectionIcon({ section }: { section: PanelSection }) {
  return section === 'basemaps' ? (
    <MapOutlined fontSize="small" />
  ) : (
    <LayersOutlined fontSize="small" />
  );
}
