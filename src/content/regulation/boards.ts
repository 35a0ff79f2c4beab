// The pollution control board or committee for each state the site names, by its own name.
import type { Sourced } from "./source";
import { REGULATION_REVIEWED, src } from "./sources";

export type Board = { state: string; short: string; name: string; url?: string; note?: string };

export const stateBoards = {
  sources: [src.pwmEprGuidelines2022],
  reviewed: REGULATION_REVIEWED,
  boards: {
    "Tamil Nadu": {
      state: "Tamil Nadu",
      short: "TNPCB",
      name: "Tamil Nadu Pollution Control Board",
      url: "https://tnpcb.gov.in/constDemWaste.php",
    },
    Puducherry: {
      state: "Puducherry",
      short: "PPCC",
      name: "Puducherry Pollution Control Committee",
    },
    Karnataka: {
      state: "Karnataka",
      short: "Karnataka SPCB",
      name: "Karnataka State Pollution Control Board",
    },
    Kerala: { state: "Kerala", short: "Kerala SPCB", name: "Kerala State Pollution Control Board" },
    Telangana: {
      state: "Telangana",
      short: "TGPCB",
      name: "Telangana Pollution Control Board",
      note: "formerly TSPCB, the Telangana State Pollution Control Board",
    },
    "Andhra Pradesh": {
      state: "Andhra Pradesh",
      short: "APPCB",
      name: "Andhra Pradesh Pollution Control Board",
    },
    Maharashtra: {
      state: "Maharashtra",
      short: "MPCB",
      name: "Maharashtra Pollution Control Board",
    },
  },
} as const satisfies Sourced<{ boards: Record<string, Board> }>;
