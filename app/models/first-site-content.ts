/**
 * The first content of the public pages' sections (docs/decisions/049-site-content-sections.md):
 * written into a new database at start-up, demo or not, and afterwards only the owner changes it
 * in the admin. A section already stored is never overwritten.
 */
import type { z } from "zod";
import type { SITE_SECTION_SCHEMAS, SiteSectionKey } from "~/schemas/site-content";

type FirstContent = { [K in SiteSectionKey]: z.input<(typeof SITE_SECTION_SCHEMAS)[K]> };

export const FIRST_SITE_CONTENT: FirstContent = {
  home: {
    headline: "Building Dreams Into Reality",
    introduction:
      "We deliver homes, offices and industrial spaces across Chennai with honest pricing, engineered quality and on-time handovers.",
    badge: "ISO 9001 Certified",
    stats: [
      { value: "10+", label: "Years of Experience", icon: "award" },
      { value: "200+", label: "Projects Completed", icon: "building" },
      { value: "50+", label: "Team Members", icon: "users" },
      { value: "100%", label: "Client Satisfaction", icon: "star" },
    ],
    points: [
      {
        title: "Engineered to last",
        text: "Structural design vetted for Chennai soil",
        icon: "shield",
      },
      {
        title: "Fixed, itemised quotes",
        text: "No hidden costs, stage-wise billing",
        icon: "clipboard",
      },
      { title: "On-time handovers", text: "Weekly progress photos and reports", icon: "clock" },
      {
        title: "Warranty on every handover",
        text: "Licensed engineers on every site",
        icon: "check-circle",
      },
    ],
  },
  about: {
    storyTitle: "From One House in Adyar to 200+ Projects",
    story:
      "We began with a small team of engineers and masons and a single independent house in Adyar. Our founder believed that a family should be able to trust its builder as much as its doctor: honest estimates, sound engineering and no shortcuts hidden behind plaster.\n\nThat promise brought referrals, and referrals brought growth. Today more than fifty engineers, architects, designers and site supervisors deliver homes, offices, warehouses and renovations across Chennai and Tamil Nadu, and we are ISO 9001 certified.",
    mission:
      "To build safe, durable and beautiful spaces for Chennai's families and businesses with transparent pricing, engineered quality and timely delivery, treating every project as if it were our own home.",
    vision:
      "To be Tamil Nadu's most trusted name in construction, known for homes that last generations, for sustainable building practices and for clients who come back to build with us again.",
    timeline: [
      {
        year: "2010",
        title: "Founded in Chennai",
        description: "Started with a team of eight and our first independent house in Adyar.",
      },
      {
        year: "2012",
        title: "First Commercial Project",
        description:
          "Delivered a four-storey office block in Guindy, our first commercial building.",
      },
      {
        year: "2014",
        title: "Design Studio Opens",
        description: "Brought architecture and interiors in-house to offer true turnkey projects.",
      },
      {
        year: "2016",
        title: "100 Projects Completed",
        description: "Crossed one hundred homes, offices and renovations across Chennai.",
      },
      {
        year: "2018",
        title: "ISO 9001 Certified",
        description: "Our quality management system was certified to ISO 9001.",
      },
      {
        year: "2020",
        title: "Industrial Division",
        description: "Began building warehouses and factory sheds in the Sriperumbudur belt.",
      },
      {
        year: "Today",
        title: "200+ Projects and Counting",
        description:
          "Homes, offices, factories and renovations across Chennai, with the same promise we started with.",
      },
    ],
    team: [
      {
        name: "S. Rajendran",
        role: "Founder & Managing Director",
        bio: "A civil engineer with 25 years on Chennai sites, he founded the company in 2010 on one rule: build every house as if it were your own.",
      },
      {
        name: "Meena Rajendran",
        role: "Head of Architecture",
        bio: "Leads our design studio, blending Vastu-friendly planning with modern, light-filled layouts suited to Tamil Nadu's climate.",
      },
      {
        name: "K. Senthil Murugan",
        role: "Chief Structural Engineer",
        bio: "Designs and vets every foundation and frame we build, with a focus on soil conditions, cyclone loads and long-term durability.",
      },
      {
        name: "Divya Krishnan",
        role: "Client Relations Manager",
        bio: "Your single point of contact from the first meeting to handover, keeping budgets, schedules and updates clear and on time.",
      },
    ],
  },
  services: {
    items: [
      {
        slug: "new-construction",
        title: "New Building Construction",
        summary: "Houses, villas, apartments and commercial blocks built from the ground up.",
        description:
          "Independent houses, villas, apartments and commercial blocks built from the ground up with RCC frames, quality materials and a single accountable site team.",
        features: [
          "Turnkey delivery from approval to handover",
          "CMDA / DTCP approval assistance",
          "Branded cement, steel and fittings",
          "Weekly progress reports with photos",
        ],
        icon: "building",
      },
      {
        slug: "renovation",
        title: "Renovation and Remodeling",
        summary: "New kitchens, bathrooms, floors and façades for older homes and offices.",
        description:
          "Give an older home or office a new life: layout changes, new kitchens and bathrooms, flooring, façades and structural repairs without the chaos.",
        features: [
          "Kitchen and bathroom makeovers",
          "Floor, roof and façade upgrades",
          "Crack and seepage repair",
          "Work phased around occupied homes",
        ],
        icon: "hammer",
      },
      {
        slug: "site-preparation",
        title: "Site Preparation and Excavation",
        summary: "Surveying, clearing, levelling and excavation for a sound start.",
        description:
          "Surveying, clearing, levelling and excavation that give every project a sound, well-drained start, even on Chennai's clay and coastal soils.",
        features: [
          "Land survey and soil testing",
          "Clearing, levelling and compaction",
          "Excavation for basements and sumps",
          "Storm-water and drainage planning",
        ],
        icon: "excavator",
      },
      {
        slug: "foundation-structural",
        title: "Foundation and Structural Work",
        summary: "Engineered foundations and RCC frames for Chennai's soil and cyclones.",
        description:
          "Engineered foundations, columns, beams and slabs designed by structural engineers for Chennai's soil conditions and cyclone-season loads.",
        features: [
          "Isolated, raft and pile foundations",
          "RCC frame structures",
          "Structural design and vetting",
          "Cube tests and quality audits",
        ],
        icon: "layers",
      },
      {
        slug: "electrical",
        title: "Electrical Installation",
        summary: "Safe, code-compliant wiring, panel boards and earthing by licensed electricians.",
        description:
          "Safe, code-compliant wiring for homes, shops and small industry by licensed electricians, from concealed conduits to panel boards and earthing.",
        features: [
          "Concealed wiring with ISI-marked cables",
          "Distribution boards and earthing",
          "Solar-ready and inverter provisions",
          "TNEB service connection support",
        ],
        icon: "bolt",
      },
      {
        slug: "interior-finishing",
        title: "Interior Design and Finishing",
        summary:
          "False ceilings, modular kitchens, wardrobes, paint and lighting, planned together.",
        description:
          "Interiors that feel finished: false ceilings, modular kitchens, wardrobes, paint, tiling and lighting planned together for a coherent look.",
        features: [
          "Modular kitchens and wardrobes",
          "False ceilings and lighting design",
          "Premium tiling, painting and polishing",
          "3D views before work begins",
        ],
        icon: "sofa",
      },
      {
        slug: "architectural-planning",
        title: "Architectural Planning",
        summary: "Floor plans, elevations and approval drawings that fit your budget.",
        description:
          "Floor plans, elevations and working drawings that respect Vastu where wanted, local building rules and your budget, before a single brick is laid.",
        features: [
          "Concept plans and 3D elevations",
          "Vastu-friendly layouts on request",
          "Working and approval drawings",
          "Cost estimates with every plan",
        ],
        icon: "ruler",
      },
      {
        slug: "project-management",
        title: "Project Management",
        summary: "Schedules, budgets, quality checks and vendors managed by our engineers.",
        description:
          "Already have a design or a contractor? Our engineers manage schedules, budgets, quality checks and vendors so your project stays on track.",
        features: [
          "Detailed schedules and budgets",
          "Independent quality inspections",
          "Vendor and material coordination",
          "Transparent billing at each stage",
        ],
        icon: "clipboard",
      },
    ],
  },
  process: {
    items: [
      {
        title: "Consultation",
        description:
          "We visit your site, listen to your plans and budget, and suggest the right approach.",
        icon: "message-square",
      },
      {
        title: "Planning & Design",
        description:
          "Architects and engineers prepare drawings, approvals and a fixed, itemised estimate.",
        icon: "ruler",
      },
      {
        title: "Construction",
        description:
          "Our site team builds to plan with stage-wise quality checks and weekly updates.",
        icon: "hammer",
      },
      {
        title: "Completion & Handover",
        description: "A final inspection, a snag-free handover, documents and your warranty.",
        icon: "check-circle",
      },
    ],
  },
  pricing: {
    items: [
      {
        slug: "basic",
        name: "Basic",
        price: 1499,
        description: "Quality essentials for a sturdy, well-finished home on a careful budget.",
        features: [
          "RCC framed structure",
          "Standard vitrified tile flooring",
          "ISI-marked electrical and plumbing fittings",
          "Emulsion paint, interior and exterior",
        ],
        warranty: "1 year warranty",
        maintenance: "",
        popular: false,
      },
      {
        slug: "premium",
        name: "Premium",
        price: 1999,
        description: "Our most chosen package: better materials and finishes throughout.",
        features: [
          "Everything in Basic",
          "Premium vitrified or granite flooring",
          "Branded modular switches and CP fittings",
          "Teak main door and UPVC windows",
        ],
        warranty: "3 years warranty",
        maintenance: "Free maintenance for 6 months",
        popular: true,
      },
      {
        slug: "luxury",
        name: "Luxury",
        price: 2499,
        description: "Premium specifications and bespoke interiors for a landmark home.",
        features: [
          "Everything in Premium",
          "Italian marble or wooden flooring",
          "Modular kitchen and designer false ceilings",
          "Home automation provisions",
        ],
        warranty: "5 years warranty",
        maintenance: "Free maintenance for 1 year",
        popular: false,
      },
    ],
  },
  testimonials: {
    items: [
      {
        name: "Ramesh Kumar",
        role: "Homeowner, Velachery",
        quote:
          "They built our two-storey house in eleven months, exactly as promised. The weekly photo updates meant we never had to worry, even while we were working abroad.",
      },
      {
        name: "Lakshmi Narayanan",
        role: "Director, LN Textiles, Ambattur",
        quote:
          "Our new warehouse was completed ahead of the monsoon with zero safety incidents. Their engineers understood industrial loads and our tight deadline.",
      },
      {
        name: "Dr. Priya Subramanian",
        role: "Clinic Owner, Anna Nagar",
        quote:
          "The renovation of our clinic happened in phases so we never had to close. The finishing quality is excellent and the team kept the site spotless.",
      },
      {
        name: "Arjun Venkatesh",
        role: "Apartment Owner, OMR",
        quote:
          "Transparent pricing, no surprises. The interior team turned our bare flat into a home we love, and the modular kitchen is simply beautiful.",
      },
    ],
  },
};
