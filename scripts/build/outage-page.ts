// Writes deploy/nginx/outage.conf: the page nginx answers when no instance of the site answers,
// with the company's phone and e-mail (scripts/build/outage-html.ts). Run after changing them in
// src/content/site.ts; tests/outage-page.test.ts fails while the file is out of date.
//   npm run outage
import { writeFileSync } from "node:fs";
import { outageConf } from "./outage-html";

writeFileSync("deploy/nginx/outage.conf", outageConf());
