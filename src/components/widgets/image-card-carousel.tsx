"use client";

import type { ImageAsset } from "@/content/media";
import { Carousel, type CarouselProps } from "./carousel";
import { Link } from "@/components/ui/link";
import { SlotImage, type ImageSlot } from "@/components/images/slot-image";

/** `href`: the caption links to the page the card describes. */
export type ImageCard = { image: ImageAsset; caption: string; step?: number; href?: string };

/**
 * A carousel of captioned pictures, drawn here from a list of files and captions rather than
 * handed finished figures: the page's RSC payload carries the list once instead of each
 * figure's markup a second time. `photo`: the picture at its own shape, caption centred below;
 * `step`: a 4:3 picture with a numbered caption (app/components.css).
 */
export function ImageCardCarousel({
  cards,
  slot,
  look,
  ...carousel
}: Omit<CarouselProps, "children"> & {
  cards: readonly ImageCard[];
  slot: ImageSlot;
  look: "photo" | "step";
}) {
  return (
    <Carousel {...carousel}>
      {cards.map((card) => (
        <figure key={card.image.src} className={`${look}-card`}>
          <SlotImage
            image={card.image}
            slot={slot}
            draggable={look === "step" ? false : undefined}
          />
          <figcaption>
            {look === "photo" ? (
              card.caption
            ) : (
              <>
                {card.step !== undefined ? (
                  <span className="text-brand-700 tabular-nums">
                    {String(card.step).padStart(2, "0")}
                  </span>
                ) : null}
                {card.href ? (
                  <Link href={card.href} className="underline underline-offset-4">
                    {card.caption}
                  </Link>
                ) : (
                  <span>{card.caption}</span>
                )}
              </>
            )}
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
