import { config as zodConfig } from 'zod/v4/core';

// The site's Content-Security-Policy forbids eval. Without this, zod probes for it with
// `new Function('')` on its first parse, and the browser reports that as a violation.
zodConfig({ jitless: true });

// An async boundary, so that shared modules are negotiated before the shell starts.
import('./bootstrap');
