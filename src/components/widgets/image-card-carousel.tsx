"use client";

import type { ImageAsset } from "@/content/media";
import { Carousel, type CarouselProps } from "./carousel";
import { SlotImage, type ImageSlot } from "@/components/images/slot-image";

export type ImageCard = { image: ImageAsset; caption: string; step?: number };

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
                <span>{card.caption}</span>
              </>
            )}
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
