import { useState } from 'react';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReleaseEntryStatus } from '@headgate/contracts';
import { defaultEntry, largestShare, share } from './releaseEdits';

/**
 * The share of browsers one canary version gets, on a slider; the default version gets the
 * rest. Moving the slider changes nothing yet: Set share asks first. Keyed by the stored share,
 * so a change made (or cancelled) elsewhere puts the slider back where the server has it.
 */
export function CanaryShareSlider({
  remote,
  entries,
  canary,
  busy,
  onPropose,
}: {
  remote: string;
  entries: readonly ReleaseEntryStatus[];
  canary: ReleaseEntryStatus;
  busy: boolean;
  onPropose: (traffic: number) => void;
}) {
  const [value, setValue] = useState(canary.traffic);
  const max = largestShare(entries, canary.version);
  const stable = defaultEntry(entries);
  const label = `Share of ${remote} browsers for ${canary.version}`;
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
      role="group"
      aria-label={`${canary.version} canary share`}
    >
      <Typography variant="body2" sx={{ minWidth: 120 }}>
        {canary.version}: {share(value)}
      </Typography>
      <Slider
        aria-label={label}
        getAriaValueText={share}
        value={value}
        min={0}
        max={max}
        step={1}
        marks={[
          { value: 0, label: '0 %' },
          { value: max, label: share(max) },
        ]}
        valueLabelDisplay="auto"
        valueLabelFormat={share}
        disabled={busy || max <= 0}
        onChange={(_event, next) => setValue(next as number)}
        sx={{ flex: '1 1 200px', minWidth: 160, mx: 1 }}
      />
      {stable && (
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 150 }}>
          {stable.version} (default) gets {share(max - value)}
        </Typography>
      )}
      <Button
        variant="outlined"
        size="small"
        disabled={busy || value === canary.traffic}
        onClick={() => onPropose(value)}
      >
        Set share
      </Button>
    </Stack>
  );
}
