import { defineApp } from '@headgate/federation-build';
import { prerenderShellPages } from './prerender/prerenderShellPages';

export default defineApp({ kind: 'host', prerenderedPages: prerenderShellPages });
