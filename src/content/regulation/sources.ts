// Every source the site's regulatory statements rest on, once. Each entry names the notification
// and links to its text (the e-Gazette, the copy CPCB or the ministry hosts, or the regulator's own
// page for it), never to a ministry's or board's home page: `sources.test.ts` enforces that.
// Reports and summaries are marked `secondary`; docs/content-sources.md records what was read.
// The page the privacy notice links to is defined in data-protection-board.ts and listed here.
import { meityDpdp } from "./data-protection-board";
import type { RegulatorySource } from "./source";

/** The date every fact in this folder was last checked against its sources (ISO). */
export const REGULATION_REVIEWED = "2026-11-23";

export const src = {
  pwm2016: {
    title: "Plastic Waste Management Rules, 2016",
    notification: "G.S.R. 320(E)",
    date: "2016-03-18",
    url: "https://cpcb.nic.in/uploads/plasticwaste/PWM_Gazette.pdf",
  },
  pwm2021: {
    title: "Plastic Waste Management (Amendment) Rules, 2021",
    notification: "G.S.R. 571(E)",
    date: "2021-08-12",
    url: "https://cpcb.nic.in/plastic-waste-rules/",
  },
  pwmEprGuidelines2022: {
    title:
      "Plastic Waste Management (Amendment) Rules, 2022: Guidelines on EPR for plastic packaging (Schedule II)",
    notification: "G.S.R. 133(E)",
    date: "2022-02-16",
    url: "https://moef.gov.in/uploads/pdf-uploads/pdf_68401a627be674.03844470.pdf",
  },
  pwmRulesPage: {
    title: "CPCB: Plastic Waste Management Rules and their amendments",
    date: "2022-02-16",
    url: "https://cpcb.nic.in/plastic-waste-rules/",
  },
  pwmJuly2022: {
    title: "Plastic Waste Management (Second Amendment) Rules, 2022",
    notification: "G.S.R. 522(E)",
    date: "2022-07-06",
    url: "https://cpcb.nic.in/uploads/plasticwaste/2-amendment-pwmrules-2022.pdf",
  },
  pwm2023: {
    title:
      "Plastic Waste Management (Amendment) Rules, 2023, published in the Gazette on 27 April 2023 (G.S.R. number not read: a compiled register lists 318(E)/2023; text as quoted by a compliance service)",
    date: "2023-04-27",
    url: "https://legalupdate.qhsealert.com/plastic-waste-management-amendment-rules-2023/",
    secondary: true,
  },
  pwm2023Summary: {
    title:
      "Plastic Waste Management (Amendment) Rules, 2023: published and in force on 27 April 2023 (summary)",
    date: "2023-04-27",
    url: "https://indianchemicalregulation.com/india-amends-plastic-waste-management-rules/",
    secondary: true,
  },
  pwm2023ReturnDate: {
    title:
      "Plastic Waste Management (Amendment) Rules, 2023: annual return for 2022-23 due by 31 October 2023 (summary)",
    date: "2023-04-27",
    url: "https://valueadded.in/tag/plastic-waste-management/",
    secondary: true,
  },
  pwmReturnExtension2024: {
    title:
      "MoEFCC: plastic packaging annual returns for 2023-24 extended to 30 September 2024, on CPCB's letter of 29 May 2024 (report)",
    date: "2024",
    url: "https://legalupdate.qhsealert.com/plastic-waste-annual-return-filing-extension-for-pibos-and-pwps/",
    secondary: true,
  },
  pwmReturnExtension2025: {
    title:
      "MoEFCC office memorandum F. No. 12/64/2023-HSM of 29 July 2025: plastic packaging annual returns for 2024-25 extended to 30 September 2025 (report)",
    date: "2025-07-29",
    url: "https://www.compliancecalendar.in/learn/extension-in-timeline-for-filing-of-annual-returns-of-pibos-and-pwps",
    secondary: true,
  },
  pwmReturnExtension2025Later: {
    title:
      "Plastic packaging annual returns for 2024-25 reported extended again, to 30 November 2025 (report; the order itself not found)",
    date: "2025",
    url: "https://c-prav.com/?p=13542",
    secondary: true,
  },
  ewasteReturnExtensionJune2024: {
    title:
      "MoEFCC, on CPCB's communication of 4 May 2024: e-waste quarterly and annual returns for 2023-24 extended from 30 April to 30 June 2024 under rule 9A (report)",
    date: "2024",
    url: "https://lexcomply.com/blog/ensuring-compliance-extension-granted-for-e-waste-reporting/",
    secondary: true,
  },
  ewasteReturnExtensionAugust2024: {
    title:
      "MoEFCC notice of 1 July 2024: e-waste returns for 2023-24 extended from 30 June to 31 August 2024 (report)",
    date: "2024-07-01",
    url: "https://www.legalitysimplified.com/deadline-extended-for-submission-of-waste-tyre-e-waste-reports/",
    secondary: true,
  },
  pwm2023Second: {
    title:
      "Plastic Waste Management (Second Amendment) Rules, 2023: EPR under rule 9(1) not applied to export-oriented and SEZ units or to packaging of goods exported against an order (except pre-consumer waste); producer redefined; labelling dates (report)",
    notification: "G.S.R. 807(E)",
    date: "2023-10-30",
    url: "https://www.scconline.com/blog/post/2023/11/01/moef-notifies-plastic-waste-management-second-amendment-rules-2023-legal-news/",
    secondary: true,
  },
  pwmEcGuidelines2024: {
    title:
      "CPCB: Guidelines for Assessment of Environmental Compensation under the Plastic Waste Management Rules (4 April 2024)",
    date: "2024-04-04",
    url: "https://cpcb.nic.in/uploads/plasticwaste/EC_Regime_PWM_04-04-2024.pdf",
  },
  ewasteSalientFeatures: {
    title:
      "PIB release of 14 December 2023 (PRID 1986201): the ministry's salient features of the E-Waste (Management) Rules, 2022, including the targets by year (address from the independent check; text not read on the official page)",
    date: "2023-12-14",
    url: "https://pib.gov.in/PressReleasePage.aspx?PRID=1986201",
    secondary: true,
  },
  pwm2024: {
    title: "Plastic Waste Management (Amendment) Rules, 2024",
    notification: "G.S.R. 201(E)",
    date: "2024-03-14",
    url: "https://www.eprplastic.cpcb.gov.in/plastic/downloads/Plastic_Waste_Management_Amendment_Rules_2024.pdf",
  },
  pwm2025: {
    title: "Plastic Waste Management (Amendment) Rules, 2025",
    notification: "G.S.R. 73(E)",
    date: "2025-01-23",
    url: "https://eprplastic.cpcb.gov.in/plastic/downloads/PWMRules_23_01_2025.pdf",
  },
  pwm2026: {
    title:
      "Plastic Waste Management (Amendment) Rules, 2026 (final form of the draft G.S.R. 365(E) of 3 June 2025)",
    notification: "G.S.R. 237(E)",
    date: "2026-03-31",
    url: "https://egazette.gov.in/WriteReadData/2026/271465.pdf",
  },
  pwmRecyclingTableLokSabha: {
    title:
      "Lok Sabha, written reply of the Minister of State for Environment reproducing the Schedule II minimum-recycling table (report of the reply)",
    date: "2022-12-19",
    url: "https://orissadiary.com/unmanaged-and-littered-plastic-waste-including-plastic-packaging-waste-has-adverse-impacts-on-terrestrial-and-aquatic-ecosystems-ashwini-kumar-choubey/",
    secondary: true,
  },
  ewaste2022: {
    title: "E-Waste (Management) Rules, 2022",
    notification: "G.S.R. 801(E)",
    date: "2022-11-02",
    url: "https://cpcb.nic.in/uploads/Projects/E-Waste/e-waste_rules_2022.pdf",
  },
  ewasteTargetsSummary: {
    title:
      "ChemLinked: the recycling targets of the E-Waste (Management) Rules, 2022, the Y−X method and a worked example",
    date: "2023",
    url: "https://chemical.chemlinked.com/news/chemical-news/india-proposes-average-life-for-eee-items-under-e-waste-rules",
    secondary: true,
  },
  ewaste2024: {
    title: "E-Waste (Management) Amendment Rules, 2024",
    notification: "G.S.R. 164(E)",
    date: "2024-03-08",
    url: "https://moef.gov.in/storage/tender/GSR-164%28E%29-%5B08-03-2024%5D-E-Waste-%28Management%29-Amendment-Rules-2024.pdf",
  },
  ewasteFloorCase: {
    title:
      "Delhi High Court: producers' petitions against the e-waste EPR certificate floor price (notice issued to the Centre and CPCB)",
    date: "2025-04-11",
    url: "https://www.business-standard.com/industry/news/daikin-hitachi-voltas-sue-centre-over-its-new-e-waste-recycling-rules-125041101170_1.html",
    secondary: true,
  },
  ewasteFloorDeclarationStay: {
    title:
      "Delhi High Court: interim stay, on one producer's application, of the floor-price declaration CPCB added to the e-waste EPR portal",
    date: "2026-01-14",
    url: "https://www.newslaundry.com/2026/01/14/blue-star-gets-temporary-relief-as-delhi-hc-stays-regulators-e-waste-price-declaration",
    secondary: true,
  },
  battery2022: {
    title: "Battery Waste Management Rules, 2022",
    notification: "S.O. 3984(E)",
    date: "2022-08-22",
    url: "https://cpcb.nic.in/uploads/hwmd/Battery-WasteManagementRules-2022.pdf",
  },
  battery2023: {
    title: "Battery Waste Management (Amendment) Rules, 2023",
    date: "2023-10-25",
    url: "https://www.legitquest.com/act/battery-waste-management-amendment-rules-2023/e272",
    /** A full-text copy on a legal database: no official copy could be opened. */
    secondary: true,
  },
  battery2024: {
    title: "Battery Waste Management (Amendment) Rules, 2024",
    /** Year only: the day of notification is not yet verified. */
    date: "2024",
    url: "https://legalupdate.qhsealert.com/advancing-battery-waste-management-insights-from-the-2024-amendment-rules/",
    secondary: true,
  },
  batterySecond2024: {
    title:
      "Battery Waste Management (Second Amendment) Rules, 2024, 20 June 2024: the minimum use of recycled materials by battery type, rule 4(14) (report with the table)",
    date: "2024-06-20",
    url: "https://www.corpseed.com/news/battery-waste-management-second-amendment-rules-2024",
    secondary: true,
  },
  battery2025: {
    title:
      "Battery Waste Management (Amendment) Rules, 2025, 24 February 2025: EPR registration number by barcode or QR code, no Cd or Pb mark at or below 0.002% and 0.004%, CPCB's public list of producers (report)",
    date: "2025-02-24",
    url: "https://www.mondaq.com/india/waste-management/1622840/battery-waste-management-amendment-rules-2025",
    secondary: true,
  },
  batteryReturnExtension2024: {
    title:
      "MoEFCC: battery EPR compliance and annual returns for 2022-23 and 2023-24 due by 30 June 2024 (report)",
    date: "2024",
    url: "https://www.legalitysimplified.com/extended-deadline-for-battery-recycling-compliance-and-reporting/",
    secondary: true,
  },
  batteryReturnOrder2025: {
    title:
      "MoEFCC order F. No. 03/1/2024-HSMD of 16 January 2025: battery producers' annual returns for 2023-24 extended to 31 March 2025 (text of the order as reproduced)",
    date: "2025-01-16",
    url: "https://indiannexus.com/notifications/notification-from-cpcb",
    secondary: true,
  },
  batteryReturnExtension2025: {
    title:
      "MoEFCC: battery producers' annual returns for 2024-25 extended to 30 September 2025 (report)",
    date: "2025",
    url: "https://instacertify.com/news/moefcc-extends-annual-return-deadline-for-battery-producers",
    secondary: true,
  },
  batteryEcGuidelines: {
    title:
      "CPCB guidelines on Environmental Compensation under the Battery Waste Management Rules, 2022",
    /** Year only: the day of issue is not yet verified. */
    date: "2024",
    url: "https://lexplosion.in/cpcb-issues-guidelines-for-environment-compensation-to-be-levied-for-violation-of-various-provisions-of-battery-waste-management-rules-2022-prescribes-environmental-compensation-in-different-regimes",
    secondary: true,
  },
  swm2026: {
    title: "Solid Waste Management Rules, 2026",
    notification: "S.O. 388(E)",
    date: "2026-01-27",
    url: "https://egazette.gov.in/WriteReadData/2026/269620.pdf",
  },
  swm2026Ebwgr: {
    title:
      "Hindustan Times, January 2026: bulk waste generators register with the local body through a centralised online portal and process waste under extended bulk waste generator responsibility (EBWGR) (report)",
    date: "2026-01-29",
    url: "https://www.htsyndication.com/ht-lucknow/article/centre-notifies-new-solid-waste-mgmt-rules/97067734",
    secondary: true,
  },
  cd2025: {
    title: "Environment (Construction and Demolition) Waste Management Rules, 2025",
    date: "2025-04-02",
    url: "https://www.legalitysimplified.com/environment-construction-and-demolition-waste-management-rules-2025/",
    secondary: true,
  },
  bmwm2016: {
    title: "Bio-Medical Waste Management Rules, 2016",
    notification: "G.S.R. 343(E)",
    date: "2016-03-28",
    url: "https://cpcb.nic.in/bio-medical-waste/",
  },
  hw2016: {
    title: "Hazardous and Other Wastes (Management and Transboundary Movement) Rules, 2016",
    notification: "G.S.R. 395(E)",
    date: "2016-04-04",
    url: "https://cpcb.nic.in/hazardous-waste/",
  },
  spdi2011: {
    title:
      "Information Technology (Reasonable security practices and procedures and sensitive personal data or information) Rules, 2011",
    notification: "G.S.R. 313(E)",
    date: "2011-04-11",
    url: "https://upload.indiacode.nic.in/showfile?actid=AC_CEN_45_76_00001_200021_1517807324077&filename=GSR313E_10511%281%29_0.pdf&type=rule",
  },
  dpdpAct: {
    title: "Digital Personal Data Protection Act, 2023",
    notification: "Act No. 22 of 2023",
    date: "2023-08-11",
    url: "https://www.indiacode.nic.in/bitstream/123456789/22037/2/a2023-22.pdf",
  },
  dpdpRules: {
    title: "Digital Personal Data Protection Rules, 2025",
    notification: "G.S.R. 846(E)",
    date: "2025-11-13",
    url: "https://egazette.gov.in/WriteReadData/2025/267650.pdf",
  },
  meityDpdp,
  tnPlasticBan: {
    title:
      "Tamil Nadu: ban on one-time-use and throwaway plastics from 1 January 2019 (announced in the Assembly on 5 June 2018)",
    date: "2018-06-05",
    url: "https://www.thehindu.com/news/national/tamil-nadu/tn-to-ban-on-disposable-plastic-from-next-year/article24085912.ece",
    secondary: true,
  },
  majorPorts2021: {
    title:
      "Major Port Authorities Act, 2021 (Jawaharlal Nehru Port Trust became Jawaharlal Nehru Port Authority)",
    notification: "Act No. 1 of 2021",
    date: "2021-02-17",
    url: "https://legalitysimplified.com/the-major-port-authorities-act-2021-to-come-into-force-on-3rd-november-2021",
    secondary: true,
  },
} as const satisfies Record<string, RegulatorySource>;

export type SourceId = keyof typeof src;
