import { defineApp } from '@headgate/federation-build';

export default defineApp({ kind: 'remote', remote: 'mfe-map' });
