// The company timeline shown in the home page's about section. SAMPLE DATA: milestones are
// illustrative and should be replaced with the company's own history.

export type Milestone = { year: number; title: string; text: string };

export const timeline = [
  {
    year: 2011,
    title: "Founded in Puducherry",
    text: "Started door-to-door collection of segregated dry waste in two Puducherry wards.",
  },
  {
    year: 2013,
    title: "First material recovery facility",
    text: "Opened a sorting and baling centre so paper and plastic reach recyclers clean.",
  },
  {
    year: 2015,
    title: "Industrial pickup begins",
    text: "Began scheduled pickups for factories, hotels and hospitals with weighed, recorded loads.",
  },
  {
    year: 2016,
    title: "Ragpicker programme",
    text: "Trained informal waste pickers as uniformed, insured collection staff with regular pay.",
  },
  {
    year: 2018,
    title: "Schools and communities",
    text: "Launched segregation workshops in schools and resident welfare associations.",
  },
  {
    year: 2019,
    title: "Corporate office in Coimbatore",
    text: "Moved the corporate office to Coimbatore to serve industry across Tamil Nadu.",
  },
  {
    year: 2020,
    title: "Digital pickup platform",
    text: "Introduced app-based scheduling, live pickup tracking and digital weighment slips.",
  },
  {
    year: 2021,
    title: "EPR services for brands",
    text: "Began helping producers and brand owners meet plastic packaging EPR obligations.",
  },
  {
    year: 2022,
    title: "E-waste and batteries across south India",
    text: "Extended EPR support to e-waste and batteries and opened regional offices across south India.",
  },
] as const satisfies readonly Milestone[];
