import Box from '@mui/material/Box';
import { INTRO_MEDIA } from './introMedia';

/** Shown under the video, and instead of it until it has loaded: the brand blue as a gradient. */
const FALLBACK_GRADIENT = 'linear-gradient(135deg, #16324f 0%, #336699 55%, #5b8fc4 100%)';

const COVER = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
} as const;

/**
 * The intro's moving water over its still first frame. Muted and decorative. It plays from the
 * HTML rendered at build, before any script; visitors who ask for reduced motion get the still
 * picture, as the video's only source is for the others.
 */
export function IntroVideo() {
  return (
    <Box aria-hidden sx={{ position: 'absolute', inset: 0, background: FALLBACK_GRADIENT }}>
      {/* The page's largest picture: it paints with the HTML. */}
      <Box component="img" src={INTRO_MEDIA.poster} alt="" fetchPriority="high" sx={COVER} />
      <Box
        component="video"
        data-testid="intro-video"
        poster={INTRO_MEDIA.poster}
        autoPlay
        loop
        muted
        playsInline
        sx={COVER}
      >
        <source
          src={INTRO_MEDIA.video}
          type="video/webm"
          media="(prefers-reduced-motion: no-preference)"
        />
      </Box>
    </Box>
  );
}
