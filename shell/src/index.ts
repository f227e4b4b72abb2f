import { presetZodJitless } from './startUp/zodJitless';

presetZodJitless();

// An async boundary, so that shared modules are negotiated before the shell starts.
import('./bootstrap');
