import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { RIVER_CAMERAS, type RiverCameraId } from '@headgate/contracts';
import { Loader } from '@headgate/design-system';
import { cameraErrorLines } from './cameraRetry';
import { useCameraImage } from './useCameraImage';

/**
 * A river camera's page (spec §2 "Camera photo pages"): its current image, which opens full
 * size in a dialog (a click closes it), a loader while it comes, and an error alert.
 */
export function RiverPhotoPage({ camera }: { camera: RiverCameraId }) {
  const label = RIVER_CAMERAS.find((candidate) => candidate.id === camera)?.label ?? camera;
  const { url, isPending, error } = useCameraImage(camera);
  const [fullSize, setFullSize] = useState(false);
  const alt = `${label} river camera, latest photo`;

  if (error) {
    const [first, ...rest] = cameraErrorLines(error);
    return (
      <Alert severity="error">
        <Typography>{first}</Typography>
        {rest.map((line) => (
          <Typography key={line} variant="body2">
            {line}
          </Typography>
        ))}
      </Alert>
    );
  }
  if (isPending || !url) return <Loader label={`Loading the ${label} camera`} />;
  return (
    <>
      <ButtonBase
        onClick={() => setFullSize(true)}
        aria-label={`Open the ${label} photo full size`}
        sx={{ display: 'block', maxWidth: 960, width: '100%', borderRadius: 1, overflow: 'hidden' }}
      >
        <Box component="img" src={url} alt={alt} sx={{ display: 'block', width: '100%' }} />
      </ButtonBase>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Click the photo to see it full size.
      </Typography>
      <Dialog
        open={fullSize}
        onClose={() => setFullSize(false)}
        maxWidth={false}
        slotProps={{ paper: { 'aria-label': `${label} photo, full size` } }}
      >
        <ButtonBase onClick={() => setFullSize(false)} aria-label="Close the full-size photo">
          <Box
            component="img"
            src={url}
            alt={alt}
            sx={{ display: 'block', maxWidth: '95vw', maxHeight: '90vh' }}
          />
        </ButtonBase>
      </Dialog>
    </>
  );
}
