import { describe, expect, it } from "vitest";
import { ewasteTarget } from "@/content/regulation/ewaste-targets";
import {
  PLASTIC_CATEGORIES,
  plasticEprTarget,
  plasticRecyclingMinimum,
} from "@/content/regulation/plastic-targets";
import {
  estimateObligation,
  formatTonnes,
  previousYears,
  summariseEstimate,
  yearOutOfRange,
} from "./estimate";
import { currentFy, toEstimatorQuery } from "./input";
import { parseEstimatorParams } from "./parse";

function run(query: string) {
  const parsed = parseEstimatorParams(new URLSearchParams(query));
  if (parsed.status !== "ok") throw new Error(`not ok: ${JSON.stringify(parsed)}`);
  const estimate = estimateObligation(parsed.input);
  if (estimate.status !== "ok") throw new Error(estimate.message);
  return estimate;
}

describe("plastic packaging tables", () => {
  it("has an EPR target row for every recycling-table year", () => {
    expect(plasticEprTarget.rows.map((r) => r.fy)).toEqual([...plasticRecyclingMinimum.years]);
  });

  // Every row of the minimum-recycling table, through the same URL contract the page uses.
  for (const category of PLASTIC_CATEGORIES) {
    plasticRecyclingMinimum.years.forEach((fy, i) => {
      const percent = plasticRecyclingMinimum.rows[category][i]!;
      it(`Category ${category}, ${fy}: ${percent}% of the obligation by recycling`, () => {
        const estimate = run(`stream=plastic&fy=${fy}&category=${category}&q1=900&q2=1100`);
        expect(estimate.obligationTonnes).toBe(1000);
        expect(estimate.lines[1]!.tonnes).toBe(10 * percent);
        expect(estimate.lines[2]!.tonnes).toBe(1000 - 10 * percent);
        expect(estimate.carriedForward).toBe(false);
      });
    });
  }

  it("matches the published percentages row by row", () => {
    expect(plasticRecyclingMinimum.rows).toEqual({
      I: [50, 60, 70, 80],
      II: [30, 40, 50, 60],
      III: [30, 40, 50, 60],
      IV: [50, 60, 70, 80],
    });
    expect(plasticEprTarget.rows.every((r) => r.percent === 100)).toBe(true);
  });

  it("averages the two previous years and adds pre-consumer waste", () => {
    const estimate = run("stream=plastic&fy=2025-26&category=II&q1=120&q2=80&pre=5.5");
    expect(estimate.obligationTonnes).toBe(105.5);
    expect(estimate.lines[1]!.tonnes).toBe(42.2);
    expect(estimate.lines[2]!.tonnes).toBe(63.3);
    expect(estimate.lines[0]!.working).toContain("2023-24");
    expect(estimate.lines[0]!.working).toContain("2024-25");
  });

  it("reads a query without a role as a brand owner's, which deducts nothing", () => {
    const parsed = parseEstimatorParams(
      new URLSearchParams("stream=plastic&fy=2025-26&category=II&q1=120&q2=80&supplied=50"),
    );
    expect(parsed.status).toBe("ok");
    if (parsed.status !== "ok") return;
    expect(parsed.input).toMatchObject({ role: "brand-owner", supplied: 0 });
    const estimate = estimateObligation(parsed.input);
    if (estimate.status !== "ok") throw new Error(estimate.message);
    expect(estimate.obligationTonnes).toBe(100);
    expect(estimate.lines[0]!.working).not.toMatch(/supplied/);
    expect(estimate.lines[0]!.detail).toMatch(/^Brand owner, Category II/);
  });

  it("deducts a producer's and an importer's supplies to registered entities, and shows it", () => {
    for (const role of ["producer", "importer"] as const) {
      const estimate = run(
        `stream=plastic&fy=2025-26&role=${role}&category=II&q1=120&q2=80&pre=5.5&supplied=30.5`,
      );
      // (120 + 80) / 2 + 5.5 = 105.5; − 30.5 = 75; × 100%; 40% of it by recycling.
      expect(estimate.obligationTonnes, role).toBe(75);
      expect(estimate.lines[1]!.tonnes, role).toBe(30);
      expect(estimate.lines[2]!.tonnes, role).toBe(45);
      expect(estimate.lines[0]!.working, role).toBe(
        `Average of 2023-24 (120 t) and 2024-25 (80 t) + 5.5 t pre-consumer plastic packaging waste = 105.5 t; − 30.5 t supplied in 2024-25 to registered brand owners and other registered entities (${role}'s deduction) = 75 t; × 100% EPR target for 2025-26.`,
      );
    }
  });

  it("writes no deduction when nothing was supplied", () => {
    const estimate = run("stream=plastic&fy=2025-26&role=producer&category=II&q1=120&q2=80");
    expect(estimate.lines[0]!.working).toBe(
      "Average of 2023-24 (120 t) and 2024-25 (80 t) = 100 t; × 100% EPR target for 2025-26.",
    );
  });

  it("lets a producer deduct everything it counted, and no more", () => {
    expect(
      run("stream=plastic&fy=2025-26&role=producer&category=I&q1=10&q2=20&supplied=15")
        .obligationTonnes,
    ).toBe(0);
    const parsed = parseEstimatorParams(
      new URLSearchParams(
        "stream=plastic&fy=2025-26&role=importer&category=I&q1=10&q2=20&supplied=15.001",
      ),
    );
    expect(parsed.status).toBe("invalid");
    if (parsed.status !== "invalid") return;
    expect(parsed.errors).toEqual({
      supplied:
        "The quantity supplied to registered entities (15.001 t) cannot be more than the quantity it is deducted from (15 t: the two years' average plus pre-consumer waste). Check both figures.",
    });
  });

  it("rounds to the kilogram", () => {
    const estimate = run("stream=plastic&fy=2026-27&category=III&q1=0.001&q2=0.002");
    expect(estimate.obligationTonnes).toBe(0.002);
  });

  it("carries the last published figure forward and says so", () => {
    const estimate = run("stream=plastic&fy=2031-32&category=I&q1=10&q2=10");
    expect(estimate.carriedForward).toBe(true);
    expect(estimate.tableFy).toBe("2027-28");
    expect(estimate.lines[1]!.tonnes).toBe(8);
  });

  it("refuses a year before the tables", () => {
    const parsed = parseEstimatorParams(
      new URLSearchParams("stream=plastic&fy=2023-24&category=I&q1=1&q2=1"),
    );
    expect(parsed.status).toBe("ok");
    if (parsed.status !== "ok") return;
    expect(estimateObligation(parsed.input)).toMatchObject({ status: "out-of-range", field: "fy" });
  });
});

describe("e-waste tables", () => {
  for (const row of ewasteTarget.rows) {
    it(`${row.fy}: ${row.percent}% of the EEE placed on the market`, () => {
      const estimate = run(`stream=ewaste&fy=${row.fy}&q=250`);
      expect(estimate.obligationTonnes).toBe(2.5 * row.percent);
    });
  }

  it("matches the published percentages", () => {
    expect(ewasteTarget.rows.map((r) => [r.fy, r.percent])).toEqual([
      ["2023-24", 60],
      ["2024-25", 60],
      ["2025-26", 70],
      ["2026-27", 70],
      ["2027-28", 80],
      ["2028-29", 80],
    ]);
  });

  it("reproduces the worked example: 1,500 kg sold five years earlier at 60% is 900 kg", () => {
    expect(run("stream=ewaste&fy=2023-24&q=1.5").obligationTonnes).toBe(0.9);
  });

  it("uses 80% after the last row and says the rules will review it", () => {
    const estimate = run("stream=ewaste&fy=2030-31&q=10");
    expect(estimate).toMatchObject({
      carriedForward: true,
      tableFy: "2028-29",
      obligationTonnes: 8,
    });
    expect(estimate.lines[0]!.working).toMatch(
      /80% target for 2028-29 onwards\. The rules say the targets will be reviewed after 2028: until they are revised, a later year uses the last row's 80%\./,
    );
  });

  it("says nothing of a review for a year in the table", () => {
    const estimate = run("stream=ewaste&fy=2028-29&q=10");
    expect(estimate.carriedForward).toBe(false);
    expect(estimate.lines[0]!.working).not.toMatch(/reviewed/);
  });

  it("refuses a year before the rules applied", () => {
    const parsed = parseEstimatorParams(new URLSearchParams("stream=ewaste&fy=2022-23&q=10"));
    if (parsed.status !== "ok") throw new Error("expected ok");
    expect(estimateObligation(parsed.input).status).toBe("out-of-range");
  });
});

describe("sources of each figure", () => {
  const notifications = (query: string) =>
    run(query).lines.map((line) => line.sources.map((s) => s.notification).filter(Boolean));

  it("cites the EPR Guidelines (G.S.R. 133(E)) beside every plastic figure", () => {
    for (const cited of notifications("stream=plastic&fy=2025-26&category=I&q1=1&q2=1")) {
      expect(cited).toContain("G.S.R. 133(E)");
    }
  });

  it("cites the E-Waste Rules (G.S.R. 801(E)) beside the e-waste target", () => {
    expect(notifications("stream=ewaste&fy=2025-26&q=1")).toEqual([["G.S.R. 801(E)"]]);
  });
});

describe("bad input", () => {
  const cases: [string, string, RegExp][] = [
    ["stream=paper&fy=2025-26", "stream", /plastic packaging or e-waste/],
    ["fy=2025-26&q=4", "stream", /plastic packaging or e-waste/],
    ["stream=ewaste&fy=2025&q=1", "fy", /2025-26/],
    ["stream=ewaste&fy=2025-27&q=1", "fy", /2025-26/],
    ["stream=ewaste&fy=9999-00&q=1", "fy", /up to 2049-50/],
    ["stream=ewaste&q=1", "fy", /Choose the financial year/],
    ["stream=ewaste&fy=2025-26", "q", /Enter the quantity/],
    ["stream=ewaste&fy=2025-26&q=-4", "q", /cannot be negative/],
    ["stream=ewaste&fy=2025-26&q=abc", "q", /as a number of tonnes/],
    ["stream=ewaste&fy=2025-26&q=1e9", "q", /as a number of tonnes/],
    ["stream=ewaste&fy=2025-26&q=Infinity", "q", /as a number of tonnes/],
    ["stream=ewaste&fy=2025-26&q=99999999", "q", /not plausible/],
    ["stream=plastic&fy=2025-26&category=V&q1=1&q2=1", "category", /I, II, III or IV/],
    ["stream=plastic&fy=2025-26&q1=1&q2=1", "category", /I, II, III or IV/],
    ["stream=plastic&fy=2025-26&category=I&q2=1", "q1", /earlier year/],
    ["stream=plastic&fy=2025-26&category=I&q1=1&q2=x", "q2", /later year/],
    ["stream=plastic&fy=2025-26&category=I&q1=1&q2=1&pre=-1", "pre", /cannot be negative/],
    ["stream=plastic&fy=2025-26&role=maker&category=I&q1=1&q2=1", "role", /producer or importer/],
    [
      "stream=plastic&fy=2025-26&role=producer&category=I&q1=1&q2=1&supplied=x",
      "supplied",
      /number of tonnes/,
    ],
    [
      "stream=plastic&fy=2025-26&role=importer&category=I&q1=1&q2=1&supplied=-1",
      "supplied",
      /cannot be negative/,
    ],
    // A decimal comma is not read as a digit group (12,5 would otherwise be 125 tonnes).
    ["stream=ewaste&fy=2025-26&q=12,5", "q", /a point for decimals/],
    ["stream=ewaste&fy=2025-26&q=1,2345", "q", /a point for decimals/],
    ["stream=ewaste&fy=2025-26&q=1.2.3", "q", /as a number of tonnes/],
    ["stream=ewaste&fy=2025-26&q=.", "q", /as a number of tonnes/],
    ["stream=ewaste&fy=2025-26&q=0.0004", "q", /three decimals/],
  ];
  for (const [query, field, message] of cases) {
    it(`${query} → ${field}`, () => {
      const parsed = parseEstimatorParams(new URLSearchParams(query));
      expect(parsed.status).toBe("invalid");
      if (parsed.status !== "invalid") return;
      expect(parsed.errors[field as keyof typeof parsed.errors]).toMatch(message);
    });
  }

  it("keeps what was typed, trimmed", () => {
    const parsed = parseEstimatorParams({ stream: "ewaste", fy: " 2025-26 ", q: "-4" });
    expect(parsed.values).toEqual({ stream: "ewaste", fy: "2025-26", q: "-4" });
  });

  it("takes the first of repeated parameters and accepts digit grouping", () => {
    const parsed = parseEstimatorParams({
      stream: ["ewaste", "plastic"],
      fy: "2025-26",
      q: "1,20,000",
    });
    expect(parsed.status).toBe("ok");
    if (parsed.status === "ok") expect(parsed.input).toMatchObject({ stream: "ewaste", q: 120000 });
  });

  it("reads digit groups the Indian and the international way, and decimal points", () => {
    for (const [q, tonnes] of [
      ["1,20,000", 120000],
      ["120,000", 120000],
      ["1,234,567.5", 1234567.5],
      ["1 20 000", 120000],
      ["12.", 12],
      [".5", 0.5],
      ["0.125", 0.125],
    ] as const) {
      const parsed = parseEstimatorParams({ stream: "ewaste", fy: "2025-26", q });
      expect(parsed.status, q).toBe("ok");
      if (parsed.status === "ok") expect(parsed.input, q).toMatchObject({ q: tonnes });
    }
  });

  it("shows no result and no error when nothing was asked", () => {
    expect(parseEstimatorParams({}).status).toBe("empty");
    expect(parseEstimatorParams({ stream: "", q: " " }).status).toBe("empty");
  });
});

describe("years outside the tables", () => {
  it("are reported even while other fields still need fixing", () => {
    expect(yearOutOfRange("ewaste", "2019-20")).toMatch(/from 2023-24 on/);
    expect(yearOutOfRange("plastic", "2023-24")).toMatch(/from 2024-25 on/);
    expect(yearOutOfRange("plastic", "2040-41")).toBeUndefined();
    expect(yearOutOfRange("ewaste", "not a year")).toBeUndefined();
    expect(yearOutOfRange(undefined, "2019-20")).toBeUndefined();
  });
});

describe("sharing", () => {
  it("writes the contract's parameters only, in order", () => {
    expect(
      toEstimatorQuery({
        stream: "plastic",
        fy: "2025-26",
        category: "I",
        q1: "1",
        q2: "2",
        q: "9",
      }),
    ).toBe("stream=plastic&fy=2025-26&category=I&q1=1&q2=2");
    expect(toEstimatorQuery({ stream: "ewaste", fy: "2025-26", q: "9", q1: "1" })).toBe(
      "stream=ewaste&fy=2025-26&q=9",
    );
  });

  it("names a producer's or importer's role and deduction, never a brand owner's", () => {
    const plastic = { stream: "plastic", fy: "2025-26", category: "I", q1: "1", q2: "2" };
    expect(toEstimatorQuery({ ...plastic, role: "producer", supplied: "0.5" })).toBe(
      "stream=plastic&fy=2025-26&role=producer&category=I&q1=1&q2=2&supplied=0.5",
    );
    expect(toEstimatorQuery({ ...plastic, role: "importer", supplied: "" })).toBe(
      "stream=plastic&fy=2025-26&role=importer&category=I&q1=1&q2=2",
    );
    // The default role, and a brand owner's unused deduction, stay out of the link.
    expect(toEstimatorQuery({ ...plastic, role: "brand-owner", supplied: "7" })).toBe(
      "stream=plastic&fy=2025-26&category=I&q1=1&q2=2",
    );
    expect(toEstimatorQuery({ stream: "ewaste", fy: "2025-26", q: "9", role: "producer" })).toBe(
      "stream=ewaste&fy=2025-26&q=9",
    );
  });

  it("keeps every typed value while no stream is chosen", () => {
    expect(toEstimatorQuery({ fy: "2025-26", q: "9", q1: "1", stream: "" })).toBe(
      "fy=2025-26&q1=1&q=9",
    );
  });

  it("summarises an estimate in one line", () => {
    expect(summariseEstimate(run("stream=ewaste&fy=2025-26&q=100"))).toBe(
      "E-waste recycling target for 2025-26: 70 t",
    );
    expect(formatTonnes(1234567.5)).toBe("12,34,567.5 t");
    expect(previousYears("2025-26")).toEqual(["2023-24", "2024-25"]);
  });
});

describe("the financial year the form starts on", () => {
  it("is the one running in India: April to March", () => {
    expect(currentFy(new Date("2026-11-27T12:00:00Z"))).toBe("2026-27");
    expect(currentFy(new Date("2027-03-31T18:29:00Z"))).toBe("2026-27");
    // 00:00 on 1 April in India is still 31 March in UTC.
    expect(currentFy(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
  });
});
