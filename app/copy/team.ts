export type TeamMember = { name: string; role: string; bio: string; initials: string };

export const team: TeamMember[] = [
  {
    name: "S. Rajendran",
    role: "Founder & Managing Director",
    bio: "A civil engineer with 25 years on Chennai sites, he founded the company in 2010 on one rule: build every house as if it were your own.",
    initials: "SR",
  },
  {
    name: "Meena Rajendran",
    role: "Head of Architecture",
    bio: "Leads our design studio, blending Vastu-friendly planning with modern, light-filled layouts suited to Tamil Nadu's climate.",
    initials: "MR",
  },
  {
    name: "K. Senthil Murugan",
    role: "Chief Structural Engineer",
    bio: "Designs and vets every foundation and frame we build, with a focus on soil conditions, cyclone loads and long-term durability.",
    initials: "SM",
  },
  {
    name: "Divya Krishnan",
    role: "Client Relations Manager",
    bio: "Your single point of contact from the first meeting to handover, keeping budgets, schedules and updates clear and on time.",
    initials: "DK",
  },
];
