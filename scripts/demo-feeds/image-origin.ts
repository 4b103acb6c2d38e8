/** The placeholder origin of every demo image_link; loadDemo rewrites it to /demo-images/. */
export const IMAGE_ORIGIN = "https://demo-images.buildcompare.invalid/";
