import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { IntroVideo } from './IntroVideo';

/** The tagline of the landing page (spec/public-map.md §2). */
export const LANDING_TAGLINE =
  'A System for Real-time Data Collection, Management, Visualization and Analytic';

/** The video-background intro with the tagline. */
export function LandingIntro() {
  return (
    <Box
      component="section"
      aria-labelledby="landing-tagline"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        minHeight: { xs: 420, md: '68vh' },
        display: 'flex',
        alignItems: 'center',
        color: 'common.white',
      }}
    >
      <IntroVideo />
      {/* Darkens the water enough for white text, more at the top where the top bar sits. */}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(180deg, rgba(8,22,40,0.55) 0%, rgba(8,22,40,0.2) 45%, rgba(8,22,40,0.45) 100%)',
        }}
      />
      <Container maxWidth="md" sx={{ position: 'relative', pt: 20, pb: 14, textAlign: 'center' }}>
        <Typography
          variant="overline"
          component="p"
          sx={{ letterSpacing: 3, opacity: 0.85, mb: 2, fontSize: 13 }}
        >
          Headgate · Water District
        </Typography>
        <Typography
          id="landing-tagline"
          variant="h3"
          component="h1"
          sx={{
            fontWeight: 700,
            fontSize: { xs: 28, sm: 36, md: 44 },
            lineHeight: 1.2,
            textShadow: '0 2px 12px rgba(8,22,40,0.6)',
          }}
        >
          {LANDING_TAGLINE}
        </Typography>
      </Container>
    </Box>
  );
}
