import LinearProgress from '@mui/material/LinearProgress';

/**
 * The bar a grid shows while rows it already has are fetched again. It is for the eye only: MUI X
 * draws a `progressbar` inside the `grid`, where ARIA allows only rows (axe: critical
 * aria-required-children), and the rows it shows stay readable meanwhile.
 */
export function RefreshBar() {
  return <LinearProgress aria-hidden />;
}
