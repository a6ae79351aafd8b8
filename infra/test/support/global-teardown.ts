import { removeImagesOfThisRun } from './pglite-images-setup';

export default removeImagesOfThisRun;
