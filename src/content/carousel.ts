// Carousel layouts (spec section 9): how many slides show at each width, and how many
// one step moves. Every carousel must be given one of these.

export type ResponsiveEntry = {
  breakpoint: { min: number; max: number };
  items: number;
  /** Slides moved per step at this width; defaults to the carousel's own setting. */
  slidesToSlide?: number;
};

export type ResponsiveConfig = Readonly<Record<string, ResponsiveEntry>>;

export const standardResponsive = {
  superLargeDesktop: { breakpoint: { min: 3000, max: 4000 }, items: 5 },
  desktop: { breakpoint: { min: 1024, max: 3000 }, items: 5 },
  tablet: { breakpoint: { min: 464, max: 1024 }, items: 3 },
  mobile: { breakpoint: { min: 0, max: 464 }, items: 2 },
} as const satisfies ResponsiveConfig;

export const teamResponsive = {
  superLargeDesktop: { breakpoint: { min: 3000, max: 4000 }, items: 3 },
  desktop: { breakpoint: { min: 1024, max: 3000 }, items: 3 },
  tablet: { breakpoint: { min: 464, max: 1024 }, items: 2 },
  mobile: { breakpoint: { min: 0, max: 464 }, items: 1 },
} as const satisfies ResponsiveConfig;

/** The EPR how-it-works carousel moves a whole screenful at a time: 5, 3 or 2 slides. */
export const pagedResponsive = {
  superLargeDesktop: { breakpoint: { min: 3000, max: 4000 }, items: 5, slidesToSlide: 5 },
  desktop: { breakpoint: { min: 1024, max: 3000 }, items: 5, slidesToSlide: 5 },
  tablet: { breakpoint: { min: 464, max: 1024 }, items: 3, slidesToSlide: 3 },
  mobile: { breakpoint: { min: 0, max: 464 }, items: 2, slidesToSlide: 2 },
} as const satisfies ResponsiveConfig;

/** Spec defaults: autoplay every 3 s, 400 ms transition, 80 px minimum drag. */
export const carouselTiming = { autoplayMs: 3000, transitionMs: 400, minDragPx: 80 } as const;
