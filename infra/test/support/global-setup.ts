import { keepImagesForThisRun } from './pglite-images-setup';

export default keepImagesForThisRun;
