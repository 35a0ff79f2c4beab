// Carousel layouts: how many slides show at each width (a `slide-*` class of
// app/components.css, or Tailwind `basis-*` classes written out in full so Tailwind generates
// them) and how many one step moves (Embla's own
// `slidesToScroll` and `breakpoints` options). Every carousel must be given one of these.

export type CarouselLayout = {
  /** Each slide's width per breakpoint, e.g. "slide-5" or "basis-full". */
  slideClass: string;
  /** Slides one step moves at the narrowest width (Embla's default is 1). */
  slidesToScroll?: number;
  /** Embla breakpoints: a media query and the step size from there up. */
  breakpoints?: Readonly<Record<string, { readonly slidesToScroll: number }>>;
};

/** Two slides across on phones, three from 464 px, five from 1024 px. */
const fiveAcross = "slide-5";

export const standardResponsive = { slideClass: fiveAcross } as const satisfies CarouselLayout;

/** One slide across on phones, two from 464 px, three from 1024 px. */
export const teamResponsive = {
  slideClass: "slide-3",
} as const satisfies CarouselLayout;

/** The EPR how-it-works carousel moves a whole screenful at a time: 5, 3 or 2 slides. */
export const pagedResponsive = {
  slideClass: fiveAcross,
  slidesToScroll: 2,
  breakpoints: {
    "(min-width: 464px)": { slidesToScroll: 3 },
    "(min-width: 1024px)": { slidesToScroll: 5 },
  },
} as const satisfies CarouselLayout;

/** One slide per view at every width. */
export const singleResponsive = { slideClass: "basis-full" } as const satisfies CarouselLayout;

/** Defaults: autoplay every 3 s, 80 px minimum drag (a tap or a slip never swipes). */
export const carouselTiming = { autoplayMs: 3000, minDragPx: 80 } as const;
