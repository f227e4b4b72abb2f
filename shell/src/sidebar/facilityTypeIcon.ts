import type SvgIcon from '@mui/material/SvgIcon';
import AdjustIcon from '@mui/icons-material/Adjust';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import FactoryIcon from '@mui/icons-material/Factory';
import InputIcon from '@mui/icons-material/Input';
import OpacityIcon from '@mui/icons-material/Opacity';
import PlaceIcon from '@mui/icons-material/Place';
import PlumbingIcon from '@mui/icons-material/Plumbing';
import PoolIcon from '@mui/icons-material/Pool';
import WaterIcon from '@mui/icons-material/Water';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import WavesIcon from '@mui/icons-material/Waves';

/** An MUI icon component, as `@mui/icons-material` exports each icon. */
export type IconComponent = typeof SvgIcon;

/**
 * The icons a facility type's `icon_name` may name (MUI icon names): the district's four types
 * (Storage Waves, Recharge Opacity, Augmentation Input, Wells Adjust) and a few more water ones.
 * Imported one by one, so the bundle holds these and not the whole icon set.
 */
const FACILITY_TYPE_ICONS: ReadonlyMap<string, IconComponent> = new Map([
  ['Adjust', AdjustIcon],
  ['Agriculture', AgricultureIcon],
  ['Factory', FactoryIcon],
  ['Input', InputIcon],
  ['Opacity', OpacityIcon],
  ['Plumbing', PlumbingIcon],
  ['Pool', PoolIcon],
  ['Water', WaterIcon],
  ['WaterDrop', WaterDropIcon],
  ['Waves', WavesIcon],
]);

/**
 * The icon of a facility type by its `icon_name`. A type without one, or with a name not listed
 * here, gets a place marker: an SVG in the bundle like the others, so no icon font or other
 * download is ever needed and every entry shows an icon offline.
 */
export function facilityTypeIcon(iconName: string | null): IconComponent {
  return (iconName !== null && FACILITY_TYPE_ICONS.get(iconName)) || PlaceIcon;
}
