import { releasePrerenderedLanding, untilTheVisitorArrives } from './landing/landingWake';
import { presetZodJitless } from './startUp/zodJitless';

presetZodJitless();

// An async boundary, so that shared modules are negotiated before the shell starts. On the
// landing page, which the HTML carries whole, the shell starts when the visitor does something.
void untilTheVisitorArrives()
  .then(() => import('./bootstrap'))
  .catch((error: unknown) => {
    releasePrerenderedLanding();
    console.error('[shell] the shell could not start', error);
  });
