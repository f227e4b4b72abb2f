import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from '@headgate/routing';
import { callEndpoint, useEndpointQuery } from '@headgate/api-client';
import {
  DOWNLOAD_MESSAGES,
  downloadEndpoints,
  downloadFetchError,
  downloadListEndpoints,
} from '@headgate/contracts';
import { DataState, saveFile, showToast } from '@headgate/design-system';
import { districtToday } from '@headgate/district-clock';
import {
  DOWNLOAD_ENDPOINTS,
  downloadBlocker,
  initialDownloadOptions,
  withFacilityTypes,
  withGroupsLoaded,
  type DownloadEndpoint,
  type DownloadOptions,
} from './downloadOptions';
import { PickList } from './PickList';

/**
 * Query & Download - Facility Data (spec §2 "Query & Download"): a time period and time step,
 * facility types, measurements and facilities to pick, and Download, which saves the server's
 * CSV. The query string may preset it (the facility pages link here that way).
 */
export function QueryAndDownloadPage() {
  const [search] = useSearchParams();
  const [options, setOptions] = useState<DownloadOptions>(() =>
    initialDownloadOptions(search, districtToday()),
  );
  const [busy, setBusy] = useState(false);
  // The toast goes away; the reason stays beside Download until the next try.
  const [failure, setFailure] = useState<string | null>(null);
  const types = useEndpointQuery(downloadListEndpoints.facilityTypes, {});
  const facilities = useEndpointQuery(downloadListEndpoints.facilities, {});
  const groups = useEndpointQuery(downloadListEndpoints.parameterGroups, {});

  useEffect(() => {
    if (groups.data) {
      const all = groups.data.map((group) => group.parameter_group_ndx);
      setOptions((current) => withGroupsLoaded(current, all));
    }
  }, [groups.data]);

  const typeOf = useMemo(
    () => new Map((facilities.data ?? []).map((f) => [f.facility_ndx, f.facility_type_ndx])),
    [facilities.data],
  );
  const shownFacilities = (facilities.data ?? []).filter((facility) =>
    options.facilityTypes.includes(facility.facility_type_ndx),
  );
  const blocker = downloadBlocker(options, busy);

  const download = async () => {
    if (blocker || !options.startDate || !options.endDate) return;
    setBusy(true);
    setFailure(null);
    try {
      const file = await callEndpoint(
        downloadEndpoints[options.endpoint],
        {
          body: {
            facilities: [...options.facilities],
            parameterGroups: [...options.parameterGroups],
            startDate: options.startDate,
            endDate: options.endDate,
          },
        },
        { accept: 'text/csv' },
      );
      saveFile(file, `headgate-${options.endpoint}-${districtToday()}.csv`);
      showToast('success', DOWNLOAD_MESSAGES.saved);
    } catch (error) {
      showToast('error', DOWNLOAD_MESSAGES.failed);
      setFailure(downloadFetchError(error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DataState
      label="download lists"
      loading={types.isPending || facilities.isPending || groups.isPending}
      error={types.error ?? facilities.error ?? groups.error}
      errorText="Error fetching data: "
    >
      <Stack spacing={3}>
        <Card variant="outlined" component="section" aria-labelledby="time-period">
          <CardContent>
            <Typography id="time-period" variant="h6" component="h2" gutterBottom>
              Time Period
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Start Date"
                type="date"
                size="small"
                value={options.startDate ?? ''}
                onChange={(event) =>
                  setOptions({ ...options, startDate: event.target.value || null })
                }
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label="End Date"
                type="date"
                size="small"
                value={options.endDate ?? ''}
                onChange={(event) =>
                  setOptions({ ...options, endDate: event.target.value || null })
                }
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                select
                label="Time Step"
                size="small"
                value={options.endpoint}
                sx={{ minWidth: 160 }}
                onChange={(event) =>
                  setOptions({ ...options, endpoint: event.target.value as DownloadEndpoint })
                }
              >
                {DOWNLOAD_ENDPOINTS.map((endpoint) => (
                  <MenuItem key={endpoint.value} value={endpoint.value}>
                    {endpoint.label}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="selection-criteria">
          <CardContent>
            <Typography id="selection-criteria" variant="h6" component="h2" gutterBottom>
              Selection Criteria
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
                gap: 2,
              }}
            >
              <PickList
                title="Facility Types"
                options={(types.data ?? []).map((type) => ({
                  id: type.facility_type_ndx,
                  label: type.facility_type_desc,
                }))}
                selected={options.facilityTypes}
                onChange={(chosen) => setOptions(withFacilityTypes(options, chosen, typeOf))}
              />
              <PickList
                title="Measurements"
                options={(groups.data ?? []).map((group) => ({
                  id: group.parameter_group_ndx,
                  label: group.parameter_group_name,
                }))}
                selected={options.parameterGroups}
                onChange={(parameterGroups) => setOptions({ ...options, parameterGroups })}
              />
              <PickList
                title="Facilities"
                options={shownFacilities.map((facility) => ({
                  id: facility.facility_ndx,
                  label: facility.facility_name,
                }))}
                selected={options.facilities}
                onChange={(chosen) => setOptions({ ...options, facilities: chosen })}
              />
            </Box>
          </CardContent>
        </Card>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="contained" disabled={blocker !== null} onClick={() => void download()}>
            {busy ? 'Preparing...' : 'Download'}
          </Button>
          {blocker && !busy && (
            <Typography variant="body2" color="text.secondary">
              {blocker}
            </Typography>
          )}
        </Stack>
        {failure && <Alert severity="error">{failure}</Alert>}
      </Stack>
    </DataState>
  );
}
