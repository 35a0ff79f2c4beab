// The shape of every image slot. Artwork lives in public/images (made by `npm run artwork`);
// a real photo replaces it by changing `src` (and the size) in the content file that names it.

export type ImageAsset = {
  src: string;
  alt: string;
  width: number;
  height: number;
};
