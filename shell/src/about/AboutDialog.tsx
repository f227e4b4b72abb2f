import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { QueryClientProvider, useQueries } from '@tanstack/react-query';
import { REMOTE_IDS, REMOTE_TITLES } from '@headgate/site-map';
import { queryClient, useHealth } from '@headgate/api-client';
import { currentEntry, loadedVersion } from '../areas/remoteLoader';
import { fetchManifestVersion } from './manifestVersion';

/**
 * The version an area runs: the one this page loaded (even if the discovery document has moved on
 * since, as after a rollback); for an area not opened yet, the one this browser would load.
 */
async function areaVersion(remote: (typeof REMOTE_IDS)[number]): Promise<string> {
  const loaded = loadedVersion(remote);
  if (loaded) return loaded;
  const entry = await currentEntry(remote);
  if (!entry) throw new Error('not in the discovery document');
  return fetchManifestVersion(entry.url);
}

/** What runs: the shell, the API and every remote with its version. */
export function AboutDialog({ onClose }: { onClose: () => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <DeployedVersions onClose={onClose} />
    </QueryClientProvider>
  );
}

function DeployedVersions({ onClose }: { onClose: () => void }) {
  const versions = useQueries({
    queries: REMOTE_IDS.map((remote) => ({
      queryKey: ['remote-version', remote],
      queryFn: () => areaVersion(remote),
      staleTime: 0,
      retry: false,
    })),
  });
  const health = useHealth();
  return (
    <Dialog open onClose={onClose} aria-labelledby="about-title" fullWidth maxWidth="sm">
      <DialogTitle id="about-title">About Headgate</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          A water-data platform: public map, facility data, alerts and field tools for the district.
        </Typography>
        <Table size="small" aria-label="Deployed versions">
          <TableHead>
            <TableRow>
              <TableCell>Area</TableCell>
              <TableCell>Deployable</TableCell>
              <TableCell>Version</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell>Shell</TableCell>
              <TableCell>shell</TableCell>
              <TableCell>{HEADGATE_APP_VERSION}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell>API server</TableCell>
              <TableCell>server</TableCell>
              <TableCell>
                {health.data?.version ?? (health.isError ? 'unavailable' : '…')}
              </TableCell>
            </TableRow>
            {REMOTE_IDS.map((remote, index) => {
              const query = versions[index];
              return (
                <TableRow key={remote} data-remote-version={remote}>
                  <TableCell>{REMOTE_TITLES[remote]}</TableCell>
                  <TableCell>{remote}</TableCell>
                  <TableCell>{query?.data ?? (query?.isError ? 'unavailable' : '…')}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
