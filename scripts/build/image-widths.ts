// Writes the pixel width of every WebP under public/images to src/lib/images/image-widths.json,
// which StaticImage reads to leave srcset candidates the optimiser could only fill with the
// same pixels (it never enlarges) out of the page. Run after adding or replacing an image;
// src/lib/images/image-widths.test.ts fails while the file is out of date.
//   npx tsx scripts/build/image-widths.ts
import { writeFileSync } from "node:fs";
import { readImageWidths } from "./read-image-widths";

writeFileSync(
  "src/lib/images/image-widths.json",
  `${JSON.stringify(readImageWidths("public"), null, 2)}\n`,
);
