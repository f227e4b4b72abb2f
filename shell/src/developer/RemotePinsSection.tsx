import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REMOTE_IDS } from '@headgate/site-map';
import { remotePins, setRemotePin } from '../discovery/remoteChoice';

/**
 * Pins a remote's version for this tab (like `?remote-version=`), to try a release before its
 * traffic share reaches you. Applying reloads the page, since a loaded remote cannot be swapped.
 */
export function RemotePinsSection({ onApply }: { onApply: () => void }) {
  const [pins, setPins] = useState<Record<string, string>>(() => remotePins());
  const apply = () => {
    for (const remote of REMOTE_IDS) setRemotePin(remote, pins[remote]?.trim() ?? '');
    onApply();
  };
  return (
    <Stack component="section" spacing={1.5} sx={{ mb: 3 }} aria-labelledby="remote-pins-title">
      <Typography id="remote-pins-title" variant="subtitle1" component="h3">
        Remote versions
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Empty: the version your traffic share draws. A version the discovery document does not list
        is ignored.
      </Typography>
      {REMOTE_IDS.map((remote) => (
        <TextField
          key={remote}
          size="small"
          label={`${remote} version`}
          value={pins[remote] ?? ''}
          onChange={(event) => setPins((current) => ({ ...current, [remote]: event.target.value }))}
        />
      ))}
      <Button variant="outlined" onClick={apply} sx={{ alignSelf: 'flex-start' }}>
        Apply and reload
      </Button>
    </Stack>
  );
}
