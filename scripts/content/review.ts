// npm run content:review [-- --today YYYY-MM-DD]: first the return dates to re-check (passed or
// within 60 days, not checked since the last extension notice), then the regulatory facts with their last review
// date and sources, oldest first, flagging those unchecked for more than six months. The day
// defaults to today in India; pass one to see the list as it will stand then.
import * as z from "zod";
import {
  formatReviewList,
  indiaDay,
  regulatoryFacts,
  reviewList,
} from "../../src/content/regulation/review";
import { filingsToRecheck, formatRecheckList } from "../../src/content/regulation/filing-review";
import { filings } from "../../src/content/regulation/filings";

const args = z
  .union([
    z.tuple([]),
    z.tuple([z.literal("--today"), z.iso.date({ error: "--today takes a day as YYYY-MM-DD" })]),
  ])
  .safeParse(process.argv.slice(2));

if (!args.success) {
  console.error(
    `Usage: npm run content:review [-- --today YYYY-MM-DD]\n${args.error.issues.map((i) => i.message).join("\n")}`,
  );
  process.exit(2);
}

const today = args.data[1] ?? indiaDay(new Date());
console.log(formatRecheckList(filingsToRecheck(filings, today), today));
console.log("");
console.log(formatReviewList(reviewList(regulatoryFacts(), today), today));
