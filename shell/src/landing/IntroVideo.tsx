import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { INTRO_MEDIA } from './introMedia';

/** Shown under the video, and instead of it until it has loaded: the brand blue as a gradient. */
const FALLBACK_GRADIENT = 'linear-gradient(135deg, #16324f 0%, #336699 55%, #5b8fc4 100%)';

/**
 * The intro's moving water. Muted and decorative; visitors who ask for reduced motion get the
 * still poster and no autoplay.
 */
export function IntroVideo() {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return (
    <Box aria-hidden sx={{ position: 'absolute', inset: 0, background: FALLBACK_GRADIENT }}>
      <Box
        component="video"
        // Remounted when the preference changes: autoplay is only read when the video loads.
        key={reducedMotion ? 'still' : 'moving'}
        data-testid="intro-video"
        src={INTRO_MEDIA.video}
        poster={INTRO_MEDIA.poster}
        autoPlay={!reducedMotion}
        loop
        muted
        playsInline
        preload={reducedMotion ? 'none' : 'auto'}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}
