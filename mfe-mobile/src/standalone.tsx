import { mountStandalone } from '@headgate/platform';
import * as lifecycles from './app';

mountStandalone('mfe-mobile', lifecycles);
