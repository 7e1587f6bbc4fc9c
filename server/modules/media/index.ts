// The media module's public face (ADR 0020): other modules, the composition root, seeds, ops and scripts import only this.
export { mediaRoutes } from "./routes.js";
export { putMedia, staticUrl } from "./store.js";
export { MAX_IMAGE_BYTES, checkImage, imageDownloadHeaders, imageFromBase64, reencodeImage } from "./uploaded-image.js";
export type { StoredImage, UploadedImage } from "./uploaded-image.js";
export { imageFormRoute } from "./image-form.js";
