import { createBlog, type BlogInput } from "~/models/blog.server";
import { createGallery, type GalleryInput } from "~/models/gallery.server";
import { createProject, type ProjectInput } from "~/models/project.server";
import { ensureSiteContent } from "~/models/site-content.server";
import { storeImage, type StoredImage } from "~/media/storage.server";
import { demoImage, type DemoScene } from "./art.server";

/**
 * Demo content for a new database: projects in every category, blog posts
 * and gallery collections of a Chennai builder, with generated pictures.
 * Dates are relative to the moment of seeding so "newest first" and the
 * dashboard's relative times look natural on any day.
 */

type DemoProject = ProjectInput & { daysAgo: number; cover: DemoScene; gallery: DemoScene[] };
type DemoBlog = BlogInput & { daysAgo: number; images: DemoScene[] };
type DemoGallery = GalleryInput & { daysAgo: number; images: DemoScene[] };

export const DEMO_PROJECTS: DemoProject[] = [
  {
    title: "Casuarina Villa",
    category: "Residential",
    location: "ECR, Injambakkam, Chennai",
    description:
      "A 4,200 sq.ft, four-bedroom sea-facing villa on a 6-ground plot off East Coast Road. The house is planned around a central courtyard that pulls the sea breeze through every room, with deep sunshades on the west and a 1.2 m raised plinth for the monsoon.\n\nStructure is RCC framed with M25 concrete, walls in solid concrete blocks with external waterproof plaster, and a terrace finished with weathering tiles over a polymer membrane. Handed over in 14 months, including landscaping, a 12,000-litre rainwater sump and rooftop solar.",
    daysAgo: 12,
    cover: "villa",
    gallery: ["living-room", "kitchen", "bedroom"],
  },
  {
    title: "Sholinganallur IT Office Block",
    category: "Commercial",
    location: "OMR, Sholinganallur, Chennai",
    description:
      "A G+7 office building of 68,000 sq.ft for a software services company on the IT corridor. Post-tensioned flat slabs give column-free floor plates of 8,000 sq.ft, and the double-glazed curtain wall keeps the cooling load down through Chennai's long summers.\n\nThe project included two basement parking levels, a sewage treatment plant, fire-fighting to NBC 2016 and a completion certificate on schedule for the tenant's move-in.",
    daysAgo: 47,
    cover: "offices",
    gallery: ["construction", "offices"],
  },
  {
    title: "Precision Components Plant",
    category: "Industrial",
    location: "Guindy Industrial Estate, Chennai",
    description:
      "A 32,000 sq.ft pre-engineered steel factory shed with a 10-tonne EOT crane, a two-storey office and quality lab, and a truck yard with a 40 m turning circle. The shop floor is a 200 mm laser-screeded FM2 floor built for CNC machines.\n\nWe worked in phases around the client's running production line next door and completed the shed, utilities and compound works in nine months.",
    daysAgo: 103,
    cover: "factory",
    gallery: ["construction", "factory"],
  },
  {
    title: "Gandhi Nagar Bungalow Renovation",
    category: "Renovation",
    location: "Gandhi Nagar, Adyar, Chennai",
    description:
      "A 1980s two-storey bungalow brought back to life for the family's second generation. We treated the rising damp, replaced the corroded roof reinforcement at the sit-out, rewired the house and re-laid the terrace with a fresh waterproofing system.\n\nInside, the old kitchen and dining were opened into one bright space, the Madras-terrace ceiling of the pooja room was preserved, and all windows were replaced with teak-framed, weather-sealed units.",
    daysAgo: 168,
    cover: "renovation",
    gallery: ["renovation", "kitchen"],
  },
  {
    title: "Anna Nagar Apartment Interiors",
    category: "Interior",
    location: "Anna Nagar West, Chennai",
    description:
      "Complete interiors for a 1,850 sq.ft, three-bedroom apartment: modular kitchen in marine plywood with quartz counters, wardrobes with soft-close fittings, a TV wall with concealed storage and false ceilings with warm LED lighting.\n\nDesign, 3D views and execution were delivered in 75 days, with a fixed price agreed before work started.",
    daysAgo: 231,
    cover: "living-room",
    gallery: ["kitchen", "bedroom", "living-room"],
  },
  {
    title: "Lakeview Residency",
    category: "Residential",
    location: "Velachery, Chennai",
    description:
      "Three residential towers of stilt + 11 floors with 96 two- and three-bedroom homes near Velachery lake. The site sits in a flood-prone pocket, so the stilt level, sumps and electrical rooms were raised above the 2015 flood mark and the storm-water drains were sized for a 1-in-50-year rainfall.\n\nAmenities include a clubhouse, a children's play area, an STP and rainwater harvesting wells across the site.",
    daysAgo: 318,
    cover: "apartments",
    gallery: ["construction", "living-room"],
  },
  {
    title: "Porur Junction Retail Complex",
    category: "Commercial",
    location: "Mount-Poonamallee Road, Porur, Chennai",
    description:
      "A G+4 retail and office complex with 42 shops, a food court and two floors of offices right at Porur junction. The glazed street facade is shaded by aluminium fins, and a basement car park keeps the frontage clear for shoppers.\n\nBuilt on a tight urban plot with round-the-clock traffic, so concrete pours were scheduled at night and the site was fully hoarded for pedestrian safety.",
    daysAgo: 402,
    cover: "offices",
    gallery: ["construction", "apartments"],
  },
];

export const DEMO_BLOGS: DemoBlog[] = [
  {
    title: "Monsoon-Proofing Your Chennai Home Before the Northeast Monsoon",
    author: "Priya Raghavan",
    category: "Tips",
    tags: ["monsoon", "waterproofing", "maintenance", "Chennai"],
    daysAgo: 21,
    images: ["villa", "construction"],
    content: `Chennai gets most of its yearly rain between October and December, often in a few very heavy spells. A house that stays dry through the rest of the year can start leaking in the first week of the northeast monsoon, so September is the right time to check it.

Start with the terrace. Sweep it clean, check that water runs to the outlets without pooling (a fall of about 1 in 100 is what we build to), and clear the rainwater pipes of leaves and plastic. Hairline cracks in the weathering course or around parapet joints should be sealed with a polyurethane or acrylic sealant before the rain, not after.

Look at the walls next. Damp patches at the bottom of ground-floor walls usually mean rising damp or a failed plinth protection; patches under windows usually mean the sill slopes the wrong way or the joint between the frame and the wall has opened. Both are far cheaper to fix in the dry season.

Check your rainwater harvesting. It is mandatory for buildings in Tamil Nadu, and a clogged recharge pit or filter is the most common reason for water standing around a house. Remove the silt, replace the filter media and make sure the overflow goes where it should.

Finally, think about the plinth and the gate. If the road outside has been relaid higher than your compound, plan a raised threshold, a slope at the gate and a small drain in front of the car porch. For new homes we now recommend a plinth at least 60 cm above the highest road level nearby.`,
  },
  {
    title: "M-Sand or River Sand? Choosing the Right Sand for Your Build",
    author: "Er. Karthik Subramanian",
    category: "Construction",
    tags: ["materials", "M-sand", "concrete", "quality"],
    daysAgo: 76,
    images: ["construction"],
    content: `River sand has become scarce and expensive in Tamil Nadu, and manufactured sand (M-sand) from crushed granite now goes into most of the concrete we pour. Clients still ask whether it is as good. Used correctly, it is, and often better.

M-sand is produced to a controlled grading, so it has no clay lumps, shells or organic matter, and its angular particles bond well with cement. IS 383 recognises manufactured sand as a fine aggregate for concrete. The catch is quality: poorly made M-sand can carry too much fine dust, which makes concrete thirsty and prone to cracking.

For concrete and block work, ask for washed M-sand from a quarry with a quality certificate and check the grading (Zone II suits most structural concrete). For plastering, use P-sand, the finer plastering grade, because coarse M-sand gives a rough finish and needs more cement.

On site, a simple silt test tells you a lot: fill a glass jar half with sand, add water with a pinch of salt, shake and let it settle for a few hours. If the layer of silt on top is more than about 6-8% of the sand layer, send the load back.

Whatever the sand, cure properly. Concrete made with M-sand needs the same seven to ten days of wet curing as any other, and skipping it causes far more problems than the choice of sand ever will.`,
  },
  {
    title: "Vastu-Friendly Layouts That Still Feel Modern",
    author: "Ar. Meenakshi Sundaram",
    category: "Design",
    tags: ["vastu", "floor plans", "design", "ventilation"],
    daysAgo: 189,
    images: ["living-room", "kitchen", "bedroom"],
    content: `Most families we build for want a home that respects Vastu, and most also want open, bright spaces. The two are easier to combine than people expect, because many Vastu principles are really about light, air and orientation.

The north-east corner is kept light and open: it is the natural place for the entrance, a pooja space or a sit-out, and it catches the gentle morning sun. The south-west is kept heavy and private, which suits the master bedroom and the staircase. The kitchen goes in the south-east, where the cook faces east and the afternoon heat stays away from the living room.

The centre of the house, the brahmasthan, is left free of columns and heavy walls. In a modern plan this becomes a double-height living area or a small courtyard, which also pulls hot air up and out through high windows.

In Chennai, the sea breeze comes from the south-east for most of the year. Planning windows across the house to catch it matters as much as any direction rule, and it cuts the air-conditioning bill.

Where a plot simply does not allow the ideal layout, we discuss small, practical adjustments rather than forcing a plan that does not work. A good home is one that is comfortable every day.`,
  },
  {
    title: "CMDA and DTCP Approvals, and What a House Really Costs per Sq.ft",
    author: "Suresh Natarajan",
    category: "General",
    tags: ["approvals", "CMDA", "DTCP", "budget", "cost per sq.ft"],
    daysAgo: 262,
    images: ["apartments"],
    content: `Before a single brick is laid, two questions decide how smoothly a house gets built: is the plan approved, and is the budget realistic?

Within the Chennai Metropolitan Area, building plans are approved by CMDA or by the local body (Greater Chennai Corporation or the municipality), depending on the size of the building. Outside the metropolitan area the rules are set by DTCP and applied by the local body. Both follow the Tamil Nadu Combined Development and Building Rules, and applications are now made online through the single-window portal.

Typical documents are the sale deed and parent documents, patta, an encumbrance certificate, a survey sketch, the site plan and building drawings signed by a registered architect or engineer, and a structural stability certificate for larger buildings. Check the plot's land use and setbacks before you buy: a plot in an unapproved layout can hold up everything else.

On cost, a plain per-sq.ft figure hides a lot. For a standard independent house in Chennai today, structure and basic finishes usually fall between 2,200 and 2,800 rupees per sq.ft of built-up area; premium finishes, large spans or a basement push it well above 3,000. Compound walls, sumps, septic tanks or STPs, approvals and interiors are often quoted separately, so compare quotes line by line.

Ask every builder for a written specification: grade of concrete, brand and grade of steel and cement, type of blocks, tile and fitting allowances per sq.ft, and a stage-wise payment schedule. That document protects you far more than a low headline rate.`,
  },
];

export const DEMO_GALLERIES: DemoGallery[] = [
  {
    title: "Completed Villas",
    description:
      "Independent houses and villas we have handed over across Chennai, from ECR to Tambaram.",
    category: "Residential",
    daysAgo: 6,
    images: ["villa", "villa", "renovation", "villa", "villa"],
  },
  {
    title: "Under Construction",
    description: "Sites in progress: frames, block work and finishing on our current projects.",
    category: "Construction",
    daysAgo: 58,
    images: ["construction", "apartments", "construction", "factory"],
  },
  {
    title: "Interiors",
    description: "Living rooms, kitchens and bedrooms designed and executed by our interiors team.",
    category: "Interiors",
    daysAgo: 143,
    images: ["living-room", "kitchen", "bedroom", "living-room"],
  },
];

/** Captions under the demo projects' gallery photos (docs/product.md#photo-order-and-captions). */
const SCENE_CAPTIONS: Record<DemoScene, string> = {
  villa: "The finished front elevation",
  apartments: "The blocks from the street",
  offices: "The office floors at handover",
  factory: "The main shed and loading bay",
  construction: "Work in progress on site",
  renovation: "After the renovation",
  "living-room": "The living room, ready to move in",
  kitchen: "The modular kitchen",
  bedroom: "The master bedroom",
};

const DAY_MS = 24 * 60 * 60 * 1000;

function daysAgo(days: number, now: number) {
  // A working-hours time of day, so dates look like real entries.
  const date = new Date(now - days * DAY_MS);
  date.setUTCHours(4 + (days % 8), (days * 7) % 60, 0, 0);
  return new Date(Math.min(date.getTime(), now)).toISOString();
}

/** Draws and stores one picture; every call gets its own seed so no two pictures match. */
function imageMaker() {
  let seed = 0;
  return async (scene: DemoScene): Promise<StoredImage> => {
    seed += 1;
    const stored = await storeImage(demoImage(scene, seed));
    return { ...stored, field: "" };
  };
}

export async function seedDemoContent() {
  const now = Date.now();
  // The pages' own texts (start-up writes them for every new database; a seed run alone too).
  ensureSiteContent();
  const makeImage = imageMaker();
  const makeImages = (scenes: DemoScene[]) => Promise.all(scenes.map(makeImage));

  for (const { daysAgo: age, cover, gallery, ...fields } of DEMO_PROJECTS) {
    const [coverImage, ...galleryImages] = await makeImages([cover, ...gallery]);
    const captioned = galleryImages.map((image, index) => ({
      ...image,
      caption: SCENE_CAPTIONS[gallery[index]],
    }));
    await createProject(fields, { cover: coverImage, gallery: captioned }, daysAgo(age, now));
  }
  for (const { daysAgo: age, images, ...fields } of DEMO_BLOGS) {
    await createBlog(fields, await makeImages(images), daysAgo(age, now));
  }
  for (const { daysAgo: age, images, ...fields } of DEMO_GALLERIES) {
    await createGallery(fields, await makeImages(images), daysAgo(age, now));
  }
}
