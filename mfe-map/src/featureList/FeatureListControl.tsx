import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { unByKey } from 'ol/Observable';
import type { DrawnLayer } from '../layers/useDataLayers';
import type { MapRuntime } from '../map/mapRuntime';
import type { OpenPopup } from '../map/usePopupOnClick';
import { featureListItems, type FeatureListItem } from './featureListItems';
import { featuresInView } from './featuresInView';

const TOGGLE_LABEL = 'List features in view';

/**
 * 'List features in view': a toggle that opens an accessible list of the features the map
 * shows, kept up to date as the map moves. Choosing one closes the list and opens its popup,
 * focused. Escape closes the list and gives the focus back to the toggle.
 */
export function FeatureListControl({
  runtime,
  drawn,
  onOpenFeature,
}: {
  runtime: MapRuntime;
  drawn: readonly DrawnLayer[];
  onOpenFeature: (popup: OpenPopup) => void;
}) {
  const listId = useId();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<{ items: FeatureListItem[]; total: number }>({
    items: [],
    total: 0,
  });

  useEffect(() => {
    if (!open) return;
    const refresh = () => setList(featureListItems(featuresInView(runtime, drawn)));
    refresh();
    const keys = [runtime.map.on('moveend', refresh), runtime.map.on('change:size', refresh)];
    return () => unByKey(keys);
  }, [open, runtime, drawn]);

  return (
    <Box
      sx={{ position: 'relative' }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        document.getElementById(`${listId}-toggle`)?.focus();
      }}
    >
      <Button
        id={`${listId}-toggle`}
        variant="contained"
        color="inherit"
        aria-label={TOGGLE_LABEL}
        title={TOGGLE_LABEL}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        sx={{
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 3,
          height: 40,
          minWidth: 40,
          gap: 1.5,
          px: { xs: 0, sm: 2 },
        }}
      >
        <ListAltIcon fontSize="small" />
        {/* On a phone the icon alone keeps the map in view; the label stays for screen readers. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {TOGGLE_LABEL}
        </Box>
      </Button>
      {open && (
        <Paper
          id={listId}
          role="region"
          aria-labelledby={headingId}
          elevation={6}
          sx={{
            position: 'absolute',
            top: 48,
            left: 0,
            width: { xs: 260, sm: 320 },
            maxHeight: 'min(420px, 60vh)',
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <Box sx={{ px: 3, pt: 2, pb: 1 }}>
            <Typography id={headingId} component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
              Features in view ({list.total})
            </Typography>
            {list.total > list.items.length && (
              <Typography variant="caption" color="text.secondary">
                Showing {list.items.length} of {list.total}. Zoom in to narrow the list.
              </Typography>
            )}
          </Box>
          {list.items.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 3 }}>
              No features in view. Zoom out or turn on more layers.
            </Typography>
          ) : (
            <List dense sx={{ overflowY: 'auto', py: 0 }}>
              {list.items.map((item) => (
                <ListItemButton
                  key={item.key}
                  onClick={() => {
                    setOpen(false);
                    onOpenFeature({
                      coordinate: [...item.feature.coordinate],
                      features: [item.feature],
                      takeFocus: true,
                    });
                  }}
                >
                  <ListItemText primary={item.title} secondary={item.layerName} />
                </ListItemButton>
              ))}
            </List>
          )}
        </Paper>
      )}
    </Box>
  );
}
