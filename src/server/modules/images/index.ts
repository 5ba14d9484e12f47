// What other modules may use of images: the upload pipeline, the stored images and serving them.
export { decodeDataUrl, imageTooLarge, processImage, type TProcessedImage } from './image-pipeline.ts';
export { parseImageName, prepareDerivedImage, sendImage } from './image-serving.ts';
export { createImagesRepo, type TImagesRepo } from './images.repo.ts';
