export { DrawingTools } from './DrawingTools';
