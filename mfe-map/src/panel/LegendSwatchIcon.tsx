import Box from '@mui/material/Box';
import type { LegendSwatch } from '../layers/legendSwatch';

const SIZE = 20;

/** The small picture of a layer group in the Layers list, drawn as it looks on the map. */
export function LegendSwatchIcon({ swatch }: { swatch: LegendSwatch }) {
  return (
    <Box
      aria-hidden
      sx={{ width: SIZE, height: SIZE, flexShrink: 0, display: 'grid', placeItems: 'center' }}
    >
      <svg width={SIZE} height={SIZE} viewBox="0 0 20 20">
        <SwatchShape swatch={swatch} />
      </svg>
    </Box>
  );
}

function SwatchShape({ swatch }: { swatch: LegendSwatch }) {
  switch (swatch.kind) {
    case 'circle':
      return swatch.colors.length === 1 ? (
        <circle
          cx="10"
          cy="10"
          r="6"
          fill={swatch.colors[0]}
          stroke={swatch.stroke ?? 'none'}
          strokeWidth="1.5"
        />
      ) : (
        <>
          {swatch.colors.map((color, index) => (
            <circle
              key={color}
              cx={5 + (index % 2) * 10}
              cy={5 + Math.floor(index / 2) * 10}
              r="4"
              fill={color}
              stroke={swatch.stroke ?? 'none'}
            />
          ))}
        </>
      );
    case 'fill':
      return (
        <rect
          x="2.5"
          y="3.5"
          width="15"
          height="13"
          rx="2"
          fill={swatch.color}
          fillOpacity="0.45"
          stroke={swatch.outline ?? swatch.color}
          strokeWidth="1.5"
        />
      );
    case 'line':
      return (
        <path
          d="M2 14 C 7 4, 12 16, 18 6"
          fill="none"
          stroke={swatch.color}
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeDasharray={swatch.dashed ? '4 3' : undefined}
        />
      );
    case 'icon':
      return <image href={swatch.url} x="1" y="1" width="18" height="18" />;
    case 'label':
      return (
        <text x="10" y="15" textAnchor="middle" fontSize="13" fontWeight="600" fill={swatch.color}>
          Aa
        </text>
      );
  }
}
