import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import { csvExportWindow, type GraphKind } from '@headgate/contracts';
import { showToast } from '@headgate/design-system';
import { downloadGraphCsv } from './downloadCsv';
import { GRAPH_KIND_LABELS } from './graphKindLabels';
import type { TimeSeriesLocation } from './timeSeriesLocation';
import { formatDay, type DayRange } from './timeSeriesWindow';

/**
 * 'Download CSV': one file per graph, from the server. A location with one graph downloads at
 * once; with several, a menu picks the graph. The tooltip says which days the file covers.
 */
export function CsvDownloadButton({
  location,
  range,
}: {
  location: TimeSeriesLocation;
  range: DayRange;
}) {
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const covered = csvExportWindow(range.start, range.end);

  const download = async (kind: GraphKind) => {
    setMenuAnchor(null);
    setBusy(true);
    try {
      await downloadGraphCsv(kind, location, range);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      showToast('error', `The CSV could not be downloaded: ${reason}`);
    } finally {
      setBusy(false);
    }
  };
  const several = location.kinds.length > 1;

  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        disabled={busy}
        title={`Readings from ${formatDay(covered.from)} to ${formatDay(covered.to)}`}
        aria-haspopup={several ? 'menu' : undefined}
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={menuAnchor ? true : undefined}
        onClick={(event) =>
          several ? setMenuAnchor(event.currentTarget) : void download(location.kinds[0]!)
        }
      >
        Download CSV
      </Button>
      {several && (
        <Menu
          id={menuId}
          anchorEl={menuAnchor}
          open={Boolean(menuAnchor)}
          onClose={() => setMenuAnchor(null)}
        >
          {location.kinds.map((kind) => (
            <MenuItem key={kind} onClick={() => void download(kind)}>
              {GRAPH_KIND_LABELS[kind].name} ({GRAPH_KIND_LABELS[kind].unit})
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
