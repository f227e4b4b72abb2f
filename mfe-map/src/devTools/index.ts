export { MapDevTools } from './MapDevTools';
