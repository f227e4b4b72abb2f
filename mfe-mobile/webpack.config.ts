import { defineApp } from '@headgate/platform/federation';

export default defineApp({ kind: 'remote', remote: 'mfe-mobile' });
