export { startCompatService } from './service';
export { createCompatRouter } from './app';
