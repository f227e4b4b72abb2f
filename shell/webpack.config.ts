import { defineApp } from '@headgate/federation-build';

export default defineApp({ kind: 'host' });
