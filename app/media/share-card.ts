/** Share-card facts the pages and the admin preview need (docs/decisions/018-share-images.md). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
