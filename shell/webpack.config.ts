import { defineApp } from '@headgate/federation-build';
import { PAGE_DOCUMENTS } from '@headgate/site-map';
import { prerenderLandingPage } from './prerender/prerenderLandingPage';

export default defineApp({
  kind: 'host',
  prerenderedPages: { [PAGE_DOCUMENTS.login]: prerenderLandingPage },
});
