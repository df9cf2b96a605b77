export type Milestone = { year: number; title: string; description: string };

/** The journey from founding to 2020. */
export const timeline: Milestone[] = [
  {
    year: 2010,
    title: "Founded in Chennai",
    description: "Started with a team of eight and our first independent house in Adyar.",
  },
  {
    year: 2012,
    title: "First Commercial Project",
    description: "Delivered a four-storey office block in Guindy, our first commercial building.",
  },
  {
    year: 2014,
    title: "Design Studio Opens",
    description: "Brought architecture and interiors in-house to offer true turnkey projects.",
  },
  {
    year: 2016,
    title: "100 Projects Completed",
    description: "Crossed one hundred homes, offices and renovations across Chennai.",
  },
  {
    year: 2018,
    title: "ISO 9001 Certified",
    description: "Our quality management system was certified to ISO 9001.",
  },
  {
    year: 2020,
    title: "Industrial Division",
    description: "Began building warehouses and factory sheds in the Sriperumbudur belt.",
  },
];
