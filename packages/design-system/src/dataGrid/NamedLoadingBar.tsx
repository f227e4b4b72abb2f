import LinearProgress from '@mui/material/LinearProgress';
import { useGridRootProps } from '@mui/x-data-grid';

/**
 * The bar a grid shows while rows it already has are fetched again, named after the grid: MUI X
 * renders an unnamed progress bar, which screen readers announce as nothing but "progress bar".
 */
export function NamedLoadingBar() {
  const { 'aria-label': label } = useGridRootProps();
  return <LinearProgress aria-label={label ? `Loading ${label}` : 'Loading'} />;
}
