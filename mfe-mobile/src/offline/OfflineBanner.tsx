import Alert from '@mui/material/Alert';
import { useAuthStore } from '@headgate/auth';
import { offlineAgeText } from './dataAge';

/**
 * Shown while the device has no network: how old the data on screen is (the oldest of its
 * tables), and, when the session ran out offline, that signing in waits for the network.
 */
export function OfflineBanner({ asOf, now }: { asOf: number | undefined; now: number }) {
  const keptOffline = useAuthStore((state) => state.keptOffline);
  return (
    <Alert severity="warning" role="status" sx={{ position: 'sticky', top: 0, zIndex: 2 }}>
      {asOf === undefined
        ? 'Offline — no data kept on this device yet.'
        : offlineAgeText(asOf, now)}
      {keptOffline
        ? ' Your session has expired; you will be asked to sign in when the network is back.'
        : ''}
    </Alert>
  );
}
