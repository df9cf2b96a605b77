/**
 * The demo's texts, in English and Tamil: the projects, posts and
 * albums seed.server.ts stores with generated pictures, and the captions of those pictures. Kept
 * apart from the seeding so a test can read every text the demo shows.
 */
import type { BlogInput } from "~/models/blog.server";
import type { GalleryInput } from "~/models/gallery.server";
import type { ProjectInput } from "~/models/project.server";
import type { DemoScene } from "./art.server";

type DemoProject = ProjectInput & {
  daysAgo: number;
  cover: DemoScene;
  gallery: DemoScene[];
};
type DemoBlog = BlogInput & { daysAgo: number; images: DemoScene[] };
type DemoGallery = GalleryInput & { daysAgo: number; images: DemoScene[] };

/** The company's texts in Tamil (docs/decisions/051-tamil-texts-in-the-editors.md). */
export const DEMO_SETTINGS_TAMIL = {
  tagline: "சென்னையில் நம்பிக்கையான கட்டுமானம் – வீடுகள், அலுவலகங்கள், புதுப்பிப்புகள்",
  city: "சென்னை",
  region: "தமிழ்நாடு",
  hoursWeekdays: "திங்கள் முதல் சனி வரை, காலை 9 முதல் மாலை 6 வரை",
  hoursSunday: "ஞாயிறு விடுமுறை",
};

export const DEMO_PROJECTS: DemoProject[] = [
  {
    title: "Casuarina Villa",
    ta: {
      title: "கசுவரினா வில்லா",
      location: "ஈசிஆர், இஞ்சம்பாக்கம், சென்னை",
      description:
        "கிழக்குக் கடற்கரைச் சாலை அருகே 6 கிரவுண்ட் மனையில், கடலைப் பார்த்த 4,200 சதுர அடி, நான்கு படுக்கையறை வில்லா. நடுவில் முற்றம் வைத்துத் திட்டமிட்டதால் கடல் காற்று எல்லா அறைக்குள்ளும் வருகிறது. மேற்குப் பக்கம் ஆழமான சன்ஷேடுகள், மழைக்காலத்துக்காக 1.2 மீ உயர்த்திய தரைமட்டம்.\n\nM25 கான்கிரீட்டில் RCC கட்டமைப்பு, வெளிப்புறம் நீர்புகாப் பூச்சுடன் திடமான கான்கிரீட் பிளாக் சுவர்கள், பாலிமர் மெம்பிரேன் மேல் வெதரிங் டைல் போட்ட மொட்டை மாடி. தோட்டம், 12,000 லிட்டர் மழைநீர்த் தொட்டி, கூரைச் சோலார் உட்பட 14 மாதத்தில் ஒப்படைத்தோம்.",
      searchDescription:
        "ஈசிஆர் இஞ்சம்பாக்கத்தில் கடலைப் பார்த்த 4,200 சதுர அடி வில்லா: நடு முற்றம், உயர்த்திய தரைமட்டம், 14 மாதத்தில் ஒப்படைப்பு.",
    },
    category: "Residential",
    location: "ECR, Injambakkam, Chennai",
    description:
      "A 4,200 sq.ft, four-bedroom sea-facing villa on a 6-ground plot off East Coast Road. The house is planned around a central courtyard that pulls the sea breeze through every room, with deep sunshades on the west and a 1.2 m raised plinth for the monsoon.\n\nStructure is RCC framed with M25 concrete, walls in solid concrete blocks with external waterproof plaster, and a terrace finished with weathering tiles over a polymer membrane. Handed over in 14 months, including landscaping, a 12,000-litre rainwater sump and rooftop solar.",
    daysAgo: 12,
    cover: "villa",
    gallery: ["living-room", "kitchen", "bedroom"],
  },
  {
    title: "Kotturpuram Courtyard House",
    ta: {
      title: "கோட்டூர்புரம் முற்ற வீடு",
      location: "கோட்டூர்புரம், சென்னை",
      description:
        "அடையாறு ஆற்றுக்கு அருகே 2 கிரவுண்ட் மனையில் நாங்கள் கட்டிவரும் G+1, 3,100 சதுர அடி குடும்ப வீடு. வானம் பார்த்த நடு முற்றத்தைச் சுற்றித் திட்டமிட்டது; நுழைவாயிலை ஒட்டிப் பூஜை அறை, மேலே மாடித் தோட்டம். வேலை எந்த நிலையில் இருக்கிறது என்பதைக் கீழே உள்ள கட்டுமான முன்னேற்றத்தில் பார்க்கலாம்.\n\nமண் பரிசோதனைக்குப் பிறகு உறுதியான மண் அடுக்கு வரை இறக்கிய அடித்தளங்களின் மேல் M25 கான்கிரீட்டில் RCC கட்டமைப்பு; அறைகள் குளுமையாக இருக்க 200 மி.மீ. AAC பிளாக் சுவர்கள். வேலை தொடங்கியதிலிருந்து பதினான்கு மாதத்தில் ஒப்படைப்பது திட்டம்.",
    },
    category: "Residential",
    location: "Kotturpuram, Chennai",
    description:
      "A G+1 family home of 3,100 sq.ft we are building on a 2-ground plot near the Adyar river. It is planned around an open-to-sky courtyard, with a puja room beside the entrance and a terrace garden above. The construction progress below shows where the work stands.\n\nThe frame is RCC in M25 concrete on footings taken down to hard strata after a soil test, with 200 mm AAC block walls to keep the rooms cool. Handover is planned fourteen months from the start of work.",
    daysAgo: 30,
    cover: "construction",
    gallery: ["construction", "villa"],
  },
  {
    title: "Sholinganallur IT Office Block",
    ta: {
      title: "சோழிங்கநல்லூர் ஐடி அலுவலகக் கட்டடம்",
      location: "ஓஎம்ஆர், சோழிங்கநல்லூர், சென்னை",
      description:
        "ஐடி காரிடாரில் ஒரு மென்பொருள் சேவை நிறுவனத்துக்காக 68,000 சதுர அடியில் கட்டிய G+7 அலுவலகக் கட்டடம். போஸ்ட்-டென்ஷன்டு ஃபிளாட் ஸ்லாப்களால் ஒவ்வொரு தளத்திலும் தூண் இல்லாத 8,000 சதுர அடி இடம் கிடைக்கிறது; இரட்டைக் கண்ணாடி கர்ட்டன் வால், சென்னையின் நீண்ட கோடையிலும் ஏசி சுமையைக் குறைக்கிறது.\n\nஇரண்டு அடுக்கு அடித்தள வாகன நிறுத்தம், கழிவுநீர் சுத்திகரிப்பு நிலையம், NBC 2016 விதிப்படி தீயணைப்பு வசதி ஆகியவற்றுடன், வாடகைதாரர் குடிவரும் தேதிக்குள் கட்டட நிறைவுச் சான்றிதழும் பெற்றுத் தந்தோம்.",
    },
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
    ta: {
      title: "துல்லிய உதிரிபாகத் தொழிற்சாலை",
      location: "கிண்டி தொழிற்பேட்டை, சென்னை",
      description:
        "10 டன் EOT கிரேன், இரண்டு மாடி அலுவலகமும் தர ஆய்வகமும், 40 மீ திருப்பு வட்டம் கொண்ட லாரி முற்றம் – இவற்றுடன் 32,000 சதுர அடியில் முன்-வடிவமைத்த (PEB) இரும்புத் தொழிற்சாலைக் கொட்டகை. CNC இயந்திரங்களுக்காக லேசர் ஸ்க்ரீடு செய்த 200 மி.மீ FM 2 தரை போட்டோம்.\n\nபக்கத்திலேயே வாடிக்கையாளரின் உற்பத்தி வரிசை ஓடிக்கொண்டிருந்ததால், அதைத் தொந்தரவு செய்யாமல் கட்டம் கட்டமாக வேலை செய்து, கொட்டகை, மின்-நீர் வசதிகள், காம்பவுண்ட் வேலைகளை ஒன்பது மாதத்தில் முடித்தோம்.",
    },
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
    ta: {
      title: "காந்தி நகர் பங்களா புதுப்பிப்பு",
      location: "காந்தி நகர், அடையாறு, சென்னை",
      description:
        "1980-களில் கட்டிய இரண்டு மாடி பங்களாவை, குடும்பத்தின் அடுத்த தலைமுறைக்காகப் புதுப்பித்தோம். சுவரில் ஏறும் ஈரத்தைச் சரிசெய்தோம், சிட்-அவுட் கூரையில் துருப்பிடித்த கம்பிகளை மாற்றினோம், வீடு முழுவதும் புதிய வயரிங் போட்டோம், மொட்டை மாடிக்குப் புதிய நீர்புகாத் தடுப்பு போட்டோம்.\n\nஉள்ளே பழைய சமையலறையையும் சாப்பாட்டு அறையையும் ஒன்றாக்கி வெளிச்சமான இடமாக மாற்றினோம். பூஜை அறையின் மெட்ராஸ் டெரஸ் கூரையை அப்படியே காத்தோம்; எல்லா ஜன்னல்களையும் தேக்குச் சட்டத்துடன் மழை புகாத ஜன்னல்களாக மாற்றினோம்.",
    },
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
    ta: {
      title: "அண்ணா நகர் அடுக்குமாடி வீட்டு உள் அலங்காரம்",
      location: "அண்ணா நகர் மேற்கு, சென்னை",
      description:
        "1,850 சதுர அடி, மூன்று படுக்கையறை அடுக்குமாடி வீட்டுக்கு முழு உள் அலங்காரம்: குவார்ட்ஸ் மேடையுடன் மரைன் பிளைவுட் மாடுலர் சமையலறை, சாஃப்ட்-க்ளோஸ் பொருத்துதல்களுடன் அலமாரிகள், மறைவான சேமிப்பு இடத்துடன் டிவி சுவர், இதமான LED விளக்குகளுடன் ஃபால்ஸ் சீலிங்.\n\nவடிவமைப்பு, 3D தோற்றங்கள், வேலை எல்லாம் 75 நாளில் முடிந்தது; வேலை தொடங்கும் முன்பே ஒப்புக்கொண்ட மாறாத விலையில்.",
    },
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
    ta: {
      title: "லேக்வியூ ரெசிடென்சி",
      location: "வேளச்சேரி, சென்னை",
      description:
        "வேளச்சேரி ஏரி அருகே ஸ்டில்ட் + 11 மாடி கொண்ட மூன்று குடியிருப்புக் கோபுரங்கள்; 96 இரண்டு, மூன்று படுக்கையறை வீடுகள். மனை வெள்ளம் சூழும் பகுதியில் இருப்பதால், ஸ்டில்ட் தளம், சம்ப் தொட்டிகள், மின் அறைகளை 2015 வெள்ள மட்டத்துக்கு மேல் உயர்த்தினோம்; மழைநீர் வடிகால்களை ஐம்பது ஆண்டுக்கு ஒருமுறை பெய்யும் பெருமழைக்கு ஏற்ப அளவிட்டோம்.\n\nகிளப்ஹவுஸ், குழந்தைகள் விளையாட்டுப் பகுதி, கழிவுநீர் சுத்திகரிப்பு நிலையம் (STP), மனை முழுவதும் மழைநீர் சேகரிப்புக் கிணறுகள் ஆகிய வசதிகள் உண்டு.",
    },
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
    ta: {
      title: "போரூர் சந்திப்பு வணிக வளாகம்",
      location: "மவுண்ட்–பூந்தமல்லி சாலை, போரூர், சென்னை",
      description:
        "போரூர் சந்திப்பிலேயே 42 கடைகள், ஃபுட் கோர்ட், இரண்டு தள அலுவலகங்கள் கொண்ட G+4 வணிக வளாகம். தெருப் பக்கக் கண்ணாடி முகப்புக்கு அலுமினியத் துடுப்புகள் நிழல் தருகின்றன; அடித்தள கார் நிறுத்தத்தால் முன்பகுதி வாடிக்கையாளர்களுக்குத் தடையின்றி இருக்கிறது.\n\nஇரவு பகல் போக்குவரத்து ஓடும் நெருக்கமான நகர மனை என்பதால், கான்கிரீட் ஊற்றும் வேலைகளை இரவில் திட்டமிட்டோம்; நடந்து செல்பவர்களின் பாதுகாப்புக்காக மனை முழுவதும் தடுப்புத் தட்டிகள் அமைத்தோம்.",
    },
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
    ta: {
      title: "வடகிழக்குப் பருவமழைக்கு முன் உங்கள் சென்னை வீட்டைத் தயார் செய்யுங்கள்",
      content:
        "சென்னையின் ஆண்டு மழையில் பெரும்பகுதி அக்டோபர் முதல் டிசம்பர் வரை, அதுவும் சில நாட்களில் கொட்டித் தீர்க்கும். ஆண்டு முழுவதும் ஒழுகாத வீடுகூட பருவமழையின் முதல் வாரத்தில் ஒழுகத் தொடங்கலாம். அதனால் செப்டம்பரிலேயே வீட்டைச் சரிபாருங்கள்.\n\n**முதலில் மொட்டை மாடி.** நன்றாகப் பெருக்கி, தண்ணீர் தேங்காமல் வடிகால் குழாய்க்கு ஓடுகிறதா என்று பாருங்கள். மழைநீர்க் குழாய்களில் அடைத்திருக்கும் இலை, பிளாஸ்டிக்கை எடுத்துவிடுங்கள். வெதரிங் கோர்ஸிலும் கைப்பிடிச் சுவர் இணைப்புகளிலும் உள்ள மெல்லிய விரிசல்களை மழைக்கு முன்பே சீலண்ட் போட்டு அடையுங்கள்.\n\n**அடுத்து சுவர்கள்.** தரைத்தளச் சுவரின் அடியில் ஈரம் தெரிந்தால், அது தரையிலிருந்து ஏறும் ஈரம் அல்லது பிளிந்த் பாதுகாப்பு பழுதானதன் அடையாளம். ஜன்னலுக்குக் கீழே ஈரம் என்றால், சில் சரியாகச் சரியவில்லை அல்லது சட்டத்துக்கும் சுவருக்கும் இடையே இடைவெளி வந்துவிட்டது. இரண்டையும் வெயில் காலத்தில் சரிசெய்வது மிகக் குறைந்த செலவு.\n\n**மழைநீர் சேகரிப்பு.** தமிழ்நாட்டில் இது கட்டாயம். வீட்டைச் சுற்றித் தண்ணீர் தேங்குவதற்கு அடைத்துப்போன ரீசார்ஜ் குழியும் வடிகட்டியுமே பெரும்பாலும் காரணம். வண்டலை எடுத்து, வடிகட்டிப் பொருளை மாற்றுங்கள்.\n\nகடைசியாக, வாசலும் தரைமட்டமும். வெளியே சாலையை உங்கள் காம்பவுண்டை விட உயரமாகப் போட்டிருந்தால், வாசலில் சிறு மேடு, சரிவு, கார் போர்ச் முன் சிறு வடிகால் ஆகியவற்றைத் திட்டமிடுங்கள். புதிய வீடுகளுக்கு, அருகிலுள்ள சாலையின் உயர்ந்த மட்டத்தை விடக் குறைந்தது 60 செ.மீ உயரத்தில் தரைமட்டம் வைக்கப் பரிந்துரைக்கிறோம்.",
      searchDescription:
        "வடகிழக்குப் பருவமழைக்கு முன் மொட்டை மாடி, சுவர், மழைநீர் சேகரிப்பு, வாசல் – சென்னை வீட்டுக்கான எளிய சரிபார்ப்புப் பட்டியல்.",
    },
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
    ta: {
      title: "எம்-சாண்டா, ஆற்று மணலா? உங்கள் கட்டடத்துக்குச் சரியான மணல்",
      content:
        "தமிழ்நாட்டில் ஆற்று மணல் கிடைப்பது குறைந்து விலையும் ஏறிவிட்டது. இன்று நாங்கள் போடும் கான்கிரீட்டில் பெரும்பாலும் கருங்கல்லை அரைத்துச் செய்த எம்-சாண்ட் தான். அது ஆற்று மணல் அளவுக்கு நல்லதா என்று வாடிக்கையாளர்கள் கேட்கிறார்கள். சரியாகப் பயன்படுத்தினால் நல்லதுதான்; பல நேரம் அதைவிட நல்லது.\n\nஎம்-சாண்ட் கட்டுப்படுத்திய அளவில் தயாரிக்கப்படுவதால் அதில் களிமண் கட்டி, சிப்பி, குப்பை எதுவும் இருக்காது. IS 383 தரநிலையும் இதைக் கான்கிரீட்டுக்கான மணலாக ஏற்கிறது. ஆனால் தரம் முக்கியம்: சரியாகத் தயாரிக்காத எம்-சாண்டில் நுண்தூசி அதிகம் இருந்தால் கான்கிரீட்டில் விரிசல் வரும்.\n\nகான்கிரீட்டுக்கும் பிளாக் வேலைக்கும் தரச் சான்றுடன் கழுவிய எம்-சாண்ட் கேளுங்கள். பூச்சு வேலைக்கு நுண்ணிய பி-சாண்ட் பயன்படுத்துங்கள்.\n\nதளத்திலேயே ஒரு எளிய சோதனை: கண்ணாடி ஜாடியில் பாதி மணல், சிறிது உப்புடன் தண்ணீர் ஊற்றிக் குலுக்கி, சில மணி நேரம் வையுங்கள். மேலே படியும் வண்டல் மணல் அடுக்கின் 6-8% க்கு மேல் இருந்தால் அந்த லோடைத் திருப்பி அனுப்புங்கள்.\n\nஎந்த மணலாக இருந்தாலும் க்யூரிங் முக்கியம்: ஏழு முதல் பத்து நாள் ஈரமாக வைத்திருங்கள்.",
    },
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
    ta: {
      title: "வாஸ்துப்படியும் நவீனமாகவும் – இரண்டும் கொண்ட வீட்டு அமைப்பு",
      content:
        "நாங்கள் கட்டித் தரும் பெரும்பாலான குடும்பங்கள் வாஸ்துவை மதிக்கும் வீட்டை விரும்புகிறார்கள்; அதே நேரம் திறந்த, வெளிச்சமான இடங்களையும் விரும்புகிறார்கள். பல வாஸ்து விதிகள் உண்மையில் வெளிச்சம், காற்று, திசை பற்றியவை என்பதால், இந்த இரண்டையும் இணைப்பது நினைப்பதைவிட எளிது.\n\nவடகிழக்கு மூலை இலேசாகவும் திறந்தும் இருக்க வேண்டும்: வாசல், பூஜை இடம் அல்லது சிட்-அவுட்டுக்கு அதுவே இயல்பான இடம்; இதமான காலை வெயிலும் அங்கே விழும். தென்மேற்கு கனமாகவும் தனிமையாகவும் இருக்க வேண்டும்; முதன்மைப் படுக்கையறைக்கும் மாடிப்படிக்கும் அது பொருத்தம். சமையலறை தென்கிழக்கில்: சமைப்பவர் கிழக்கு நோக்கி நிற்பார், மதிய வெப்பம் வரவேற்பறைக்கு வராது.\n\nவீட்டின் நடுப்பகுதியான பிரம்மஸ்தானத்தில் தூண்களோ கனமான சுவர்களோ வைப்பதில்லை. நவீன வரைபடத்தில் இது இரட்டை உயர வரவேற்பறையாகவோ சிறு முற்றமாகவோ மாறுகிறது; சூடான காற்றை மேலே இழுத்து உயர ஜன்னல்கள் வழியாக வெளியேற்றவும் இது உதவுகிறது.\n\nசென்னையில் ஆண்டின் பெரும்பகுதி கடல் காற்று தென்கிழக்கிலிருந்து வீசுகிறது. அந்தக் காற்று வீடு முழுவதும் ஊடுருவும்படி ஜன்னல்களைத் திட்டமிடுவது எந்தத் திசை விதிக்கும் இணையான முக்கியத்துவம் உடையது; ஏசி கட்டணமும் குறையும்.\n\nமனை சிறந்த அமைப்புக்கு இடம் தராதபோது, பொருந்தாத வரைபடத்தைத் திணிக்காமல் சிறிய, நடைமுறைக்கு ஏற்ற மாற்றங்களைப் பேசி முடிவு செய்கிறோம். ஒவ்வொரு நாளும் வசதியாக வாழ முடிவதே நல்ல வீடு.",
    },
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
    ta: {
      title: "CMDA, DTCP அனுமதிகள்; சதுர அடிக்கு வீடு கட்ட உண்மையில் எவ்வளவு ஆகும்?",
      content:
        "ஒரு செங்கல் வைக்கும் முன்பே, வீடு சீராகக் கட்டி முடிவதை இரண்டு கேள்விகள் தீர்மானிக்கின்றன: வரைபடத்துக்கு அனுமதி கிடைத்ததா, பட்ஜெட் நடைமுறைக்கு ஏற்றதா?\n\nசென்னை பெருநகரப் பகுதிக்குள், கட்டடத்தின் அளவைப் பொறுத்து CMDA அல்லது உள்ளாட்சி அமைப்பு (பெருநகர சென்னை மாநகராட்சி அல்லது நகராட்சி) வரைபடத்துக்கு அனுமதி தருகிறது. பெருநகரப் பகுதிக்கு வெளியே DTCP விதிகளை வகுக்கிறது, உள்ளாட்சி அமைப்பு அவற்றைச் செயல்படுத்துகிறது. இரண்டுமே தமிழ்நாடு ஒருங்கிணைந்த வளர்ச்சி மற்றும் கட்டட விதிகளைப் பின்பற்றுகின்றன; விண்ணப்பங்கள் இப்போது ஒற்றைச் சாளர இணையதளம் வழியாக ஆன்லைனில் செய்யப்படுகின்றன.\n\nவழக்கமாகத் தேவைப்படும் ஆவணங்கள்: கிரையப் பத்திரம், மூலப் பத்திரங்கள், பட்டா, வில்லங்கச் சான்றிதழ், புல வரைபடம், பதிவுபெற்ற கட்டடக் கலைஞர் அல்லது பொறியாளர் கையெழுத்திட்ட மனை வரைபடமும் கட்டட வரைபடங்களும்; பெரிய கட்டடங்களுக்குக் கட்டமைப்பு உறுதிச் சான்றிதழ். மனை வாங்கும் முன்பே அதன் நிலப் பயன்பாட்டையும் செட்பேக் அளவுகளையும் சரிபாருங்கள்: அங்கீகாரம் இல்லாத மனைப்பிரிவில் உள்ள மனை மற்ற எல்லாவற்றையும் நிறுத்திவிடலாம்.\n\nசெலவைப் பொறுத்தவரை, சதுர அடிக்கு ஒரே விலை என்பது நிறைய விஷயங்களை மறைக்கிறது. இன்று சென்னையில் ஒரு சாதாரணத் தனி வீட்டுக்கு, கட்டமைப்பும் அடிப்படை ஃபினிஷிங்கும் பொதுவாகக் கட்டுமானப் பரப்பில் சதுர அடிக்கு 2,200 முதல் 2,800 ரூபாய் வரை ஆகும்; பிரீமியம் ஃபினிஷிங், நீண்ட ஸ்பேன்கள், அடித்தளத் தளம் இருந்தால் 3,000-க்கு மேல் போகும். சுற்றுச்சுவர், சம்ப், செப்டிக் டேங்க் அல்லது STP, அனுமதிகள், உள் அலங்காரம் ஆகியவற்றுக்குப் பெரும்பாலும் தனியாக விலை சொல்லப்படுவதால், மதிப்பீடுகளை வரிக்கு வரி ஒப்பிடுங்கள்.\n\nஒவ்வொரு கட்டுநரிடமும் எழுத்துப்பூர்வ விவரக்குறிப்பைக் கேளுங்கள்: கான்கிரீட் கிரேடு, கம்பி, சிமெண்ட்டின் பிராண்டும் கிரேடும், பிளாக் வகை, சதுர அடிக்கான டைல்ஸ், பொருத்துதல் ஒதுக்கீடு, நிலைவாரியான கட்டண அட்டவணை. குறைந்த விலை என்ற அறிவிப்பைவிட அந்த ஆவணமே உங்களை அதிகம் பாதுகாக்கும்.",
    },
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
    ta: {
      title: "முடித்த வில்லாக்கள்",
      description:
        "ஈசிஆர் முதல் தாம்பரம் வரை சென்னை முழுவதும் நாங்கள் கட்டி ஒப்படைத்த தனி வீடுகளும் வில்லாக்களும்.",
    },
    description:
      "Independent houses and villas we have handed over across Chennai, from ECR to Tambaram.",
    category: "Residential",
    daysAgo: 6,
    images: ["villa", "villa", "renovation", "villa", "villa"],
  },
  {
    title: "Under Construction",
    ta: {
      title: "கட்டுமானத்தில்",
      description:
        "நடந்துகொண்டிருக்கும் தளங்கள்: எங்கள் தற்போதைய திட்டங்களின் கட்டமைப்பு, பிளாக் வேலை, இறுதி வேலைகள்.",
    },
    description: "Sites in progress: frames, block work and finishing on our current projects.",
    category: "Construction",
    daysAgo: 58,
    images: ["construction", "apartments", "construction", "factory"],
  },
  {
    title: "Interiors",
    ta: {
      title: "உள் அலங்காரம்",
      description:
        "எங்கள் உள் அலங்காரக் குழு வடிவமைத்துச் செய்து முடித்த வரவேற்பறைகள், சமையலறைகள், படுக்கையறைகள்.",
    },
    description: "Living rooms, kitchens and bedrooms designed and executed by our interiors team.",
    category: "Interiors",
    daysAgo: 143,
    images: ["living-room", "kitchen", "bedroom", "living-room"],
  },
];

/** Tamil captions of the same photos, for the Tamil pages. */
export const SCENE_CAPTIONS_TA: Record<DemoScene, string> = {
  villa: "முடிந்த வீட்டின் முகப்புத் தோற்றம்",
  apartments: "தெருவிலிருந்து அடுக்குமாடிக் கட்டடங்கள்",
  offices: "ஒப்படைப்பின்போது அலுவலகத் தளங்கள்",
  factory: "முதன்மைக் கொட்டகையும் சரக்கு ஏற்றும் இடமும்",
  construction: "தளத்தில் நடக்கும் வேலை",
  renovation: "புதுப்பித்த பிறகு",
  "living-room": "குடிபுகத் தயாரான வரவேற்பறை",
  kitchen: "மாடுலர் சமையலறை",
  bedroom: "முதன்மைப் படுக்கையறை",
};

/**
 * Captions under the demo projects' gallery photos
 * (docs/product/admin-forms.md#photo-order-and-captions).
 */
export const SCENE_CAPTIONS: Record<DemoScene, string> = {
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

/** A photo of a progress update, with its alt text and caption in both languages. */
type DemoProgressPhoto = {
  scene: DemoScene;
  alt: string;
  caption: string;
  ta: { alt: string; caption: string };
};

type DemoProgressUpdate = {
  /** The report's day, this many days before the seeding. */
  daysAgo: number;
  /** A slug of the construction stages the site starts with (the `progress` section). */
  stage: string;
  percent: number;
  title: string;
  note: string;
  ta: { title: string; note: string };
  photos: DemoProgressPhoto[];
};

/**
 * Construction progress of two demo projects (docs/decisions/067-progress-updates.md), oldest
 * first: a house still being built, so the projects page shows an ongoing one, and the villa's
 * last months up to its handover.
 */
export const DEMO_PROGRESS: { project: string; updates: DemoProgressUpdate[] }[] = [
  {
    project: "Kotturpuram Courtyard House",
    updates: [
      {
        daysAgo: 140,
        stage: "site-preparation",
        percent: 5,
        title: "Soil test done, plot cleared and marked out",
        note: "The soil test found hard strata at 1.8 m, so the footings will go down to that depth. The plot is cleared, levelled and marked out with the column grid of the approved drawings.",
        ta: {
          title: "மண் பரிசோதனை முடிந்தது; மனையைச் சுத்தம் செய்து அளந்து குறித்தோம்",
          note: "மண் பரிசோதனையில் 1.8 மீ ஆழத்தில் உறுதியான மண் அடுக்கு இருப்பது தெரிந்தது; அடித்தளங்கள் அந்த ஆழம் வரை இறங்கும். மனையைச் சுத்தம் செய்து சமன் செய்து, அங்கீகரிக்கப்பட்ட வரைபடப்படி தூண்களின் இடங்களைக் குறித்துவிட்டோம்.",
        },
        photos: [
          {
            scene: "construction",
            alt: "The cleared plot with the column grid marked out",
            caption: "Marking out the column grid",
            ta: {
              alt: "சுத்தம் செய்த மனையில் குறிக்கப்பட்ட தூண்களின் இடங்கள்",
              caption: "தூண்களின் இடங்களைக் குறிக்கும் வேலை",
            },
          },
          {
            scene: "construction",
            alt: "The soil test pit at the north-east corner of the plot",
            caption: "The soil test pit, 1.8 m deep",
            ta: {
              alt: "மனையின் வடகிழக்கு மூலையில் மண் பரிசோதனைக் குழி",
              caption: "1.8 மீ ஆழமுள்ள மண் பரிசோதனைக் குழி",
            },
          },
        ],
      },
      {
        daysAgo: 105,
        stage: "foundation",
        percent: 15,
        title: "Footings and column starters cast",
        note: "All fourteen footings are cast in M25 concrete and were cured for fourteen days under wet hessian. The column starters are up and the pits have had their anti-termite treatment.",
        ta: {
          title: "அடித்தளங்களும் தூண்களின் அடிப்பகுதிகளும் வார்க்கப்பட்டன",
          note: "பதினான்கு அடித்தளங்களையும் M25 கான்கிரீட்டில் வார்த்து, ஈரச் சாக்கு போர்த்திப் பதினான்கு நாள் தண்ணீர் ஊற்றிப் பதப்படுத்தினோம். தூண்களின் அடிப்பகுதிகள் எழுந்துவிட்டன; குழிகளுக்குக் கரையான் தடுப்பு மருந்தும் தெளித்தாகிவிட்டது.",
        },
        photos: [
          {
            scene: "construction",
            alt: "The steel of a footing, tied and ready for concrete",
            caption: "Footing steel checked before the pour",
            ta: {
              alt: "கான்கிரீட்டுக்குத் தயாராகக் கட்டப்பட்ட அடித்தளக் கம்பிகள்",
              caption: "கான்கிரீட் போடுவதற்கு முன் கம்பிகளைச் சரிபார்த்தோம்",
            },
          },
          {
            scene: "construction",
            alt: "Footings curing under wet hessian",
            caption: "Fourteen days of curing",
            ta: {
              alt: "ஈரச் சாக்கின் கீழ் பதப்படும் அடித்தளங்கள்",
              caption: "பதினான்கு நாள் பதப்படுத்துதல்",
            },
          },
        ],
      },
      {
        daysAgo: 70,
        stage: "plinth",
        percent: 25,
        title: "Plinth beam cast, floor raised for the monsoon",
        note: "The plinth beam is cast and the floor is filled and compacted 0.9 m above the road, well above the water that stood in the street in the last monsoon.",
        ta: {
          title: "பிளின்த் பீம் வார்க்கப்பட்டது; மழைக்காலத்துக்காகத் தரைமட்டம் உயர்த்தப்பட்டது",
          note: "பிளின்த் பீம் வார்த்து முடிந்தது. கடந்த மழைக்காலத்தில் தெருவில் தேங்கிய தண்ணீரைவிட நன்றாக உயரமாக, சாலையிலிருந்து 0.9 மீ உயரத்துக்குத் தரையை நிரப்பி இறுக்கியிருக்கிறோம்.",
        },
        photos: [
          {
            scene: "construction",
            alt: "The plinth beam around the ground floor",
            caption: "The plinth beam, 0.9 m above the road",
            ta: {
              alt: "தரைத்தளத்தைச் சுற்றியுள்ள பிளின்த் பீம்",
              caption: "சாலையிலிருந்து 0.9 மீ உயரத்தில் பிளின்த் பீம்",
            },
          },
          {
            scene: "construction",
            alt: "Filled and compacted earth inside the plinth",
            caption: "The floor filled and compacted",
            ta: {
              alt: "பிளின்த்துக்குள் நிரப்பி இறுக்கிய மண்",
              caption: "நிரப்பி இறுக்கிய தரை",
            },
          },
        ],
      },
      {
        daysAgo: 35,
        stage: "structure",
        percent: 45,
        title: "First-floor roof slab cast",
        note: "Both slabs are cast. The ground floor's shuttering is off and the courtyard's opening is framed. Next comes the walling.",
        ta: {
          title: "முதல் தளக் கூரை ஸ்லாப் வார்க்கப்பட்டது",
          note: "இரண்டு ஸ்லாப்களும் வார்த்து முடிந்தன. தரைத்தளத்தின் முட்டுப் பலகைகளை அகற்றிவிட்டோம்; முற்றத்தின் திறப்பும் உருவாகிவிட்டது. அடுத்தது சுவர் வேலை.",
        },
        photos: [
          {
            scene: "construction",
            alt: "Concrete being poured on the first-floor slab",
            caption: "Pouring the roof slab",
            ta: {
              alt: "முதல் தள ஸ்லாபில் கான்கிரீட் ஊற்றும் காட்சி",
              caption: "கூரை ஸ்லாப் வார்ப்பு",
            },
          },
          {
            scene: "construction",
            alt: "The ground floor with its shuttering removed",
            caption: "The ground floor after the shuttering came off",
            ta: {
              alt: "முட்டுப் பலகைகள் அகற்றப்பட்ட தரைத்தளம்",
              caption: "முட்டுப் பலகைகளை அகற்றிய பின் தரைத்தளம்",
            },
          },
          {
            scene: "construction",
            alt: "The two-storey frame seen from the street",
            caption: "The frame from the street",
            ta: {
              alt: "தெருவிலிருந்து தெரியும் இரண்டு மாடிக் கட்டமைப்பு",
              caption: "தெருவிலிருந்து கட்டமைப்பு",
            },
          },
        ],
      },
      {
        daysAgo: 6,
        stage: "brickwork",
        percent: 55,
        title: "Walls going up on both floors",
        note: "The AAC block walls of the ground floor are finished and the first floor's are half done. The window frames arrive next week.",
        ta: {
          title: "இரண்டு தளங்களிலும் சுவர்கள் எழுகின்றன",
          note: "தரைத்தளத்தின் AAC பிளாக் சுவர்கள் முடிந்துவிட்டன; முதல் தளத்தில் பாதி வேலை நடந்திருக்கிறது. ஜன்னல் சட்டங்கள் அடுத்த வாரம் வந்துசேரும்.",
        },
        photos: [
          {
            scene: "construction",
            alt: "AAC block walls of the ground floor",
            caption: "The ground floor's walls, finished",
            ta: {
              alt: "தரைத்தளத்தின் AAC பிளாக் சுவர்கள்",
              caption: "முடிந்த தரைத்தளச் சுவர்கள்",
            },
          },
          {
            scene: "construction",
            alt: "Masons laying blocks on the first floor",
            caption: "Walling on the first floor",
            ta: {
              alt: "முதல் தளத்தில் பிளாக் அடுக்கும் கொத்தனார்கள்",
              caption: "முதல் தளத்தில் சுவர் வேலை",
            },
          },
        ],
      },
    ],
  },
  {
    project: "Casuarina Villa",
    updates: [
      {
        daysAgo: 80,
        stage: "plastering",
        percent: 80,
        title: "Plastering and waterproofing finished",
        note: "The external waterproof plaster is done on all four sides, and the terrace membrane has passed its 48-hour ponding test.",
        ta: {
          title: "பூச்சு வேலையும் நீர்க்கசிவுத் தடுப்பும் முடிந்தன",
          note: "நான்கு பக்கமும் வெளிப்புற நீர்க்கசிவுத் தடுப்புப் பூச்சு முடிந்தது; மொட்டை மாடி மெம்பிரேன் 48 மணி நேரத் தண்ணீர் தேக்கச் சோதனையிலும் தேறியது.",
        },
        photos: [
          {
            scene: "construction",
            alt: "The villa's walls after external plastering",
            caption: "External plaster on the sea-facing side",
            ta: {
              alt: "வெளிப்புறப் பூச்சுக்குப் பின் வில்லாவின் சுவர்கள்",
              caption: "கடல் பக்கச் சுவரில் வெளிப்புறப் பூச்சு",
            },
          },
          {
            scene: "villa",
            alt: "The terrace flooded for the ponding test",
            caption: "The 48-hour ponding test on the terrace",
            ta: {
              alt: "தண்ணீர் தேக்கச் சோதனைக்காக நிரப்பிய மொட்டை மாடி",
              caption: "மொட்டை மாடியில் 48 மணி நேரத் தண்ணீர் தேக்கச் சோதனை",
            },
          },
        ],
      },
      {
        daysAgo: 14,
        stage: "handover",
        percent: 100,
        title: "Handed over to the family",
        note: "The keys were handed over after the final walk-through, with the as-built drawings and the warranty folder.",
        ta: {
          title: "வீட்டைக் குடும்பத்தினரிடம் ஒப்படைத்தோம்",
          note: "இறுதியாக வீடு முழுவதையும் சேர்ந்து சுற்றிப் பார்த்த பின், கட்டியபடியான வரைபடங்களையும் உத்தரவாதக் கோப்பையும் சேர்த்துச் சாவிகளை ஒப்படைத்தோம்.",
        },
        photos: [
          {
            scene: "villa",
            alt: "The finished villa on handover day",
            caption: "Handover day",
            ta: {
              alt: "ஒப்படைப்பு நாளில் முடிந்த வில்லா",
              caption: "ஒப்படைப்பு நாள்",
            },
          },
          {
            scene: "living-room",
            alt: "The living room, furnished by the family",
            caption: "The living room on handover day",
            ta: {
              alt: "குடும்பத்தினர் அலங்கரித்த வரவேற்பறை",
              caption: "ஒப்படைப்பு நாளில் வரவேற்பறை",
            },
          },
        ],
      },
    ],
  },
];
