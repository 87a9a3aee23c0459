/**
 * Width over height of the application photo: the German portrait format, 35 × 45 mm. The photo
 * editor crops to it and the templates frame it with it, so nothing is cut twice.
 */
export const PHOTO_ASPECT = 35 / 45;
