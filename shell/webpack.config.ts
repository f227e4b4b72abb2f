import { defineApp } from '@headgate/federation-build';
import { PAGE_DOCUMENTS } from '@headgate/site-map';
import { prerenderedPage } from './prerender/prerenderShellPages';

export default defineApp({
  kind: 'host',
  prerenderedPages: Object.fromEntries(
    [PAGE_DOCUMENTS.login, PAGE_DOCUMENTS.changelog, PAGE_DOCUMENTS.support].map((document) => [
      document,
      prerenderedPage(document),
    ]),
  ),
});
