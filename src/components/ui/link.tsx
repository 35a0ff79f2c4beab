"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * `next/link` that prefetches its page once the visitor shows intent to follow it: the pointer
 * over it, a finger on it or keyboard focus on it. A plain `next/link` prefetches every link as
 * soon as it scrolls into view, so on a phone the first seconds of a visit are spent
 * downloading and decoding pages (and their scripts and images) the visitor may never open,
 * while the page they are reading is still starting. Following a link is as quick either way
 * for a pointer (the hover comes well before the click) and close for a touch (the prefetch
 * starts at touchstart). An explicit `prefetch={false}` is kept.
 */
export function Link({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent ? prefetch : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
