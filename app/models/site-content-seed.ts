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
    ta: {
      headline: "உங்கள் கனவு இல்லத்தை உறுதியாகக் கட்டித் தருகிறோம்",
      introduction:
        "சென்னை முழுவதும் வீடுகள், அலுவலகங்கள், தொழிற்சாலைக் கட்டடங்களை நேர்மையான விலையில், பொறியியல் தரத்துடன், சொன்ன நேரத்தில் கட்டி ஒப்படைக்கிறோம்.",
      badge: "ISO 9001 சான்று பெற்ற நிறுவனம்",
    },
    introduction:
      "We deliver homes, offices and industrial spaces across Chennai with honest pricing, engineered quality and on-time handovers.",
    badge: "ISO 9001 Certified",
    stats: [
      { value: "10+", label: "Years of Experience", ta: { label: "ஆண்டு அனுபவம்" }, icon: "award" },
      {
        value: "200+",
        label: "Projects Completed",
        ta: { label: "முடித்த திட்டங்கள்" },
        icon: "building",
      },
      { value: "50+", label: "Team Members", ta: { label: "குழு உறுப்பினர்கள்" }, icon: "users" },
      {
        value: "100%",
        label: "Client Satisfaction",
        ta: { label: "வாடிக்கையாளர் திருப்தி" },
        icon: "star",
      },
    ],
    points: [
      {
        title: "Engineered to last",
        ta: { title: "நீடித்து நிற்கும் கட்டமைப்பு", text: "சென்னை மண்ணுக்கு ஏற்ப சரிபார்த்த கட்டட வடிவமைப்பு" },
        text: "Structural design vetted for Chennai soil",
        icon: "shield",
      },
      {
        title: "Fixed, itemised quotes",
        ta: {
          title: "தெளிவான, மாறாத மதிப்பீடு",
          text: "மறைமுகச் செலவு இல்லை; வேலை நிலைக்கு ஏற்பக் கட்டணம்",
        },
        text: "No hidden costs, stage-wise billing",
        icon: "clipboard",
      },
      {
        title: "On-time handovers",
        ta: { title: "சொன்ன நேரத்தில் ஒப்படைப்பு", text: "வாரந்தோறும் வேலை முன்னேற்றப் படங்களும் அறிக்கையும்" },
        text: "Weekly progress photos and reports",
        icon: "clock",
      },
      {
        title: "Warranty on every handover",
        ta: { title: "ஒவ்வொரு வீட்டுக்கும் உத்தரவாதம்", text: "ஒவ்வொரு தளத்திலும் உரிமம் பெற்ற பொறியாளர்கள்" },
        text: "Licensed engineers on every site",
        icon: "check-circle",
      },
    ],
  },
  about: {
    storyTitle: "From One House in Adyar to 200+ Projects",
    ta: {
      storyTitle: "அடையாறில் ஒரு வீட்டில் தொடங்கி 200-க்கும் மேற்பட்ட திட்டங்கள் வரை",
      story:
        "சில பொறியாளர்கள், கொத்தனார்கள், அடையாறில் ஒரு தனி வீடு – இப்படித்தான் நாங்கள் தொடங்கினோம். ஒரு குடும்பம் தன் மருத்துவரை நம்புவது போலவே தன் கட்டுநரையும் நம்ப முடிய வேண்டும் என்பது எங்கள் நிறுவனரின் எண்ணம்: நேர்மையான மதிப்பீடு, சரியான பொறியியல், பூச்சுக்குப் பின்னால் மறைக்கும் குறுக்குவழி எதுவும் இல்லை.\n\nஅந்த வாக்குறுதியால் பரிந்துரைகள் வந்தன; பரிந்துரைகளால் வளர்ந்தோம். இன்று ஐம்பதுக்கும் மேற்பட்ட பொறியாளர்கள், கட்டடக் கலைஞர்கள், வடிவமைப்பாளர்கள், தள மேற்பார்வையாளர்கள் சென்னையிலும் தமிழ்நாடு முழுவதும் வீடுகள், அலுவலகங்கள், கிடங்குகள், புதுப்பிப்பு வேலைகளைச் செய்து வருகிறார்கள். நாங்கள் ISO 9001 சான்று பெற்றவர்கள்.",
      mission:
        "சென்னைக் குடும்பங்களுக்கும் நிறுவனங்களுக்கும் பாதுகாப்பான, நீடித்த, அழகான கட்டடங்களைத் தெளிவான விலையில், பொறியியல் தரத்துடன், குறித்த நேரத்தில் கட்டித் தருவது; ஒவ்வொரு வேலையையும் எங்கள் சொந்த வீடு போலக் கவனிப்பது.",
      vision:
        "தலைமுறைகள் தாண்டி நிற்கும் வீடுகள், சுற்றுச்சூழலுக்கு ஏற்ற கட்டுமான முறைகள், மீண்டும் எங்களிடமே வந்து கட்டும் வாடிக்கையாளர்கள் – இவற்றால் தமிழ்நாட்டில் அதிகம் நம்பப்படும் கட்டுமான நிறுவனமாக இருப்பது.",
    },
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
        ta: {
          title: "சென்னையில் தொடக்கம்",
          description: "எட்டுப் பேர் கொண்ட குழுவுடன், அடையாறில் முதல் தனி வீட்டுடன் தொடங்கினோம்.",
        },
        description: "Started with a team of eight and our first independent house in Adyar.",
      },
      {
        year: "2012",
        title: "First Commercial Project",
        ta: {
          title: "முதல் வணிகக் கட்டடம்",
          description: "கிண்டியில் நான்கு மாடி அலுவலகக் கட்டடத்தைக் கட்டி ஒப்படைத்தோம்.",
        },
        description:
          "Delivered a four-storey office block in Guindy, our first commercial building.",
      },
      {
        year: "2014",
        title: "Design Studio Opens",
        ta: {
          title: "வடிவமைப்புப் பிரிவு தொடக்கம்",
          description: "கட்டடக்கலையும் உள் அலங்காரமும் எங்களிடமே; முழுப் பொறுப்பு வேலைகள் தொடங்கின.",
        },
        description: "Brought architecture and interiors in-house to offer true turnkey projects.",
      },
      {
        year: "2016",
        title: "100 Projects Completed",
        ta: {
          title: "100 திட்டங்கள் நிறைவு",
          description: "சென்னையில் நூறு வீடுகள், அலுவலகங்கள், புதுப்பிப்புகளைக் கடந்தோம்.",
        },
        description: "Crossed one hundred homes, offices and renovations across Chennai.",
      },
      {
        year: "2018",
        title: "ISO 9001 Certified",
        ta: {
          title: "ISO 9001 சான்று",
          description: "எங்கள் தர மேலாண்மை முறைக்கு ISO 9001 சான்று கிடைத்தது.",
        },
        description: "Our quality management system was certified to ISO 9001.",
      },
      {
        year: "2020",
        title: "Industrial Division",
        ta: {
          title: "தொழிற்சாலைக் கட்டுமானப் பிரிவு",
          description: "ஸ்ரீபெரும்புதூர் பகுதியில் கிடங்குகளும் தொழிற்சாலைக் கொட்டகைகளும் கட்டத் தொடங்கினோம்.",
        },
        description: "Began building warehouses and factory sheds in the Sriperumbudur belt.",
      },
      {
        year: "Today",
        title: "200+ Projects and Counting",
        ta: {
          year: "இன்று",
          title: "200-க்கும் மேல், இன்னும் தொடர்கிறது",
          description:
            "சென்னை முழுவதும் வீடுகள், அலுவலகங்கள், தொழிற்சாலைகள், புதுப்பிப்புகள் – தொடங்கிய அதே வாக்குறுதியுடன்.",
        },
        description:
          "Homes, offices, factories and renovations across Chennai, with the same promise we started with.",
      },
    ],
    team: [
      {
        name: "S. Rajendran",
        ta: {
          name: "சு. ராஜேந்திரன்",
          role: "நிறுவனர், நிர்வாக இயக்குநர்",
          bio: "சென்னைத் தளங்களில் 25 ஆண்டு அனுபவம் உள்ள சிவில் பொறியாளர். ‘ஒவ்வொரு வீட்டையும் உங்கள் சொந்த வீடு போலக் கட்டுங்கள்’ என்ற ஒரே விதியுடன் 2010-இல் நிறுவனத்தைத் தொடங்கினார்.",
        },
        role: "Founder & Managing Director",
        bio: "A civil engineer with 25 years on Chennai sites, he founded the company in 2010 on one rule: build every house as if it were your own.",
      },
      {
        name: "Meena Rajendran",
        ta: {
          name: "மீனா ராஜேந்திரன்",
          role: "கட்டடக்கலைப் பிரிவுத் தலைவர்",
          bio: "எங்கள் வடிவமைப்புப் பிரிவை வழிநடத்துகிறார்; வாஸ்துப்படியான திட்டமிடலையும், தமிழ்நாட்டின் தட்பவெப்பத்துக்கு ஏற்ற, வெளிச்சம் நிறைந்த நவீன அமைப்பையும் இணைக்கிறார்.",
        },
        role: "Head of Architecture",
        bio: "Leads our design studio, blending Vastu-friendly planning with modern, light-filled layouts suited to Tamil Nadu's climate.",
      },
      {
        name: "K. Senthil Murugan",
        ta: {
          name: "கு. செந்தில் முருகன்",
          role: "தலைமைக் கட்டமைப்புப் பொறியாளர்",
          bio: "நாங்கள் கட்டும் ஒவ்வொரு அடித்தளத்தையும் கட்டமைப்பையும் வடிவமைத்துச் சரிபார்க்கிறார்; மண்ணின் தன்மை, புயல் சுமை, நீண்டகால உறுதி – இவையே அவர் கவனம்.",
        },
        role: "Chief Structural Engineer",
        bio: "Designs and vets every foundation and frame we build, with a focus on soil conditions, cyclone loads and long-term durability.",
      },
      {
        name: "Divya Krishnan",
        ta: {
          name: "திவ்யா கிருஷ்ணன்",
          role: "வாடிக்கையாளர் தொடர்பு மேலாளர்",
          bio: "முதல் சந்திப்பு முதல் ஒப்படைப்பு வரை உங்களுக்கான ஒரே தொடர்பு நபர்; பட்ஜெட், கால அட்டவணை, தகவல்கள் எல்லாவற்றையும் தெளிவாகவும் நேரத்திலும் தருகிறார்.",
        },
        role: "Client Relations Manager",
        bio: "Your single point of contact from the first meeting to handover, keeping budgets, schedules and updates clear and on time.",
      },
    ],
  },
  services: {
    items: [
      {
        slug: "new-construction",
        inFooter: true,
        title: "New Building Construction",
        ta: {
          title: "புதிய கட்டடக் கட்டுமானம்",
          summary: "தனி வீடுகள், வில்லாக்கள், அடுக்குமாடிகள், வணிகக் கட்டடங்கள் – அடித்தளம் முதல் முழுமையாக.",
          description:
            "தனி வீடுகள், வில்லாக்கள், அடுக்குமாடிக் குடியிருப்புகள், வணிகக் கட்டடங்கள் – RCC கட்டமைப்பு, தரமான பொருட்கள், முழுப் பொறுப்பேற்கும் ஒரே தளக் குழுவுடன் அடித்தளம் முதல் கட்டித் தருகிறோம்.",
          features: [
            "அனுமதி முதல் ஒப்படைப்பு வரை முழுப் பொறுப்பு (டர்ன்கீ)",
            "CMDA / DTCP அனுமதி பெற உதவி",
            "பிராண்டட் சிமெண்ட், கம்பி, பொருத்துதல்கள்",
            "வாரந்தோறும் படங்களுடன் முன்னேற்ற அறிக்கை",
          ],
        },
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
        inFooter: true,
        title: "Renovation and Remodeling",
        ta: {
          title: "புதுப்பித்தல், மாற்றியமைத்தல்",
          summary: "பழைய வீடுகளுக்கும் அலுவலகங்களுக்கும் புதிய சமையலறை, குளியலறை, தரை, முகப்பு.",
          description:
            "பழைய வீட்டுக்கும் அலுவலகத்துக்கும் புதிய வாழ்வு: அறை அமைப்பு மாற்றம், புதிய சமையலறை, குளியலறை, தரை, முகப்பு, கட்டமைப்புப் பழுது நீக்கம் – குழப்பம் இல்லாமல்.",
          features: [
            "சமையலறை, குளியலறை மறுசீரமைப்பு",
            "தரை, கூரை, முகப்பு மேம்பாடு",
            "விரிசல், நீர்க்கசிவு சரிசெய்தல்",
            "குடியிருக்கும் வீட்டிலேயே பகுதி பகுதியாக வேலை",
          ],
        },
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
        ta: {
          title: "மனை தயாரிப்பு, அகழ்வு",
          summary: "அளவீடு, சுத்தம், சமன்படுத்துதல், அகழ்வு – உறுதியான தொடக்கத்துக்கு.",
          description:
            "அளவீடு, சுத்தம் செய்தல், சமன்படுத்துதல், அகழ்வு – சென்னையின் களிமண், கடலோர மண்ணிலும் ஒவ்வொரு திட்டமும் உறுதியாக, நல்ல வடிகாலுடன் தொடங்க.",
          features: [
            "நில அளவீடு, மண் பரிசோதனை",
            "சுத்தம், சமன்படுத்துதல், மண் இறுக்குதல்",
            "பேஸ்மெண்ட், சம்ப் தொட்டிக்கான அகழ்வு",
            "மழைநீர் வடிகால் திட்டமிடல்",
          ],
        },
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
        inFooter: true,
        title: "Foundation and Structural Work",
        ta: {
          title: "அடித்தளம், கட்டமைப்பு வேலை",
          summary: "சென்னை மண்ணுக்கும் புயலுக்கும் ஏற்ற அடித்தளமும் RCC கட்டமைப்பும்.",
          description:
            "சென்னை மண்ணின் தன்மைக்கும் புயல்காலச் சுமைகளுக்கும் ஏற்ப, கட்டமைப்புப் பொறியாளர்கள் வடிவமைத்த அடித்தளம், தூண்கள், பீம்கள், ஸ்லாப்கள்.",
          features: [
            "தனி அடித்தளம், ராஃப்ட், பைல் அடித்தளம்",
            "RCC சட்டகக் கட்டமைப்பு",
            "கட்டமைப்பு வடிவமைப்பும் சரிபார்ப்பும்",
            "கியூப் சோதனைகள், தரத் தணிக்கை",
          ],
        },
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
        ta: {
          title: "மின் இணைப்பு வேலை",
          summary: "உரிமம் பெற்ற மின் பணியாளர்களால் பாதுகாப்பான வயரிங், பேனல் போர்டு, எர்த்திங்.",
          description:
            "வீடுகள், கடைகள், சிறு தொழிற்கூடங்களுக்கு உரிமம் பெற்ற மின் பணியாளர்களால் விதிமுறைப்படி பாதுகாப்பான வயரிங் – சுவருக்குள் மறைந்த குழாய்கள் முதல் பேனல் போர்டு, எர்த்திங் வரை.",
          features: [
            "ISI முத்திரை கேபிள்களுடன் மறைவு வயரிங்",
            "விநியோகப் பலகைகள் (DB), எர்த்திங்",
            "சோலார், இன்வெர்ட்டர் இணைப்புக்கு முன்னேற்பாடு",
            "TNEB மின் இணைப்பு பெற உதவி",
          ],
        },
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
        inFooter: true,
        title: "Interior Design and Finishing",
        ta: {
          title: "உள் அலங்காரம், இறுதி வேலைகள்",
          summary: "மாடுலர் சமையலறை, அலமாரிகள், ஃபால்ஸ் சீலிங், பெயிண்ட் – குடிபுகத் தயாராக.",
          description:
            "முழுமையாக முடிந்த உணர்வு தரும் உள் அலங்காரம்: ஃபால்ஸ் சீலிங், மாடுலர் சமையலறை, அலமாரிகள், பெயிண்ட், டைல்ஸ், விளக்குகள் – எல்லாம் ஒன்றாகத் திட்டமிட்டு, ஒரே பாணியில்.",
          features: [
            "மாடுலர் சமையலறை, அலமாரிகள்",
            "ஃபால்ஸ் சீலிங், விளக்கு வடிவமைப்பு",
            "உயர்தர டைல்ஸ், பெயிண்ட், பாலிஷ்",
            "வேலை தொடங்கும் முன் 3D தோற்றங்கள்",
          ],
        },
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
        inFooter: true,
        title: "Architectural Planning",
        ta: {
          title: "கட்டடக்கலைத் திட்டமிடல்",
          summary: "உங்கள் பட்ஜெட்டுக்கு ஏற்ற வரைபடங்கள், முகப்புத் தோற்றம், அனுமதி வரைபடங்கள்.",
          description:
            "ஒரு செங்கல் வைக்கும் முன்பே – விரும்பினால் வாஸ்து, உள்ளூர்க் கட்டட விதிகள், உங்கள் பட்ஜெட் எல்லாவற்றுக்கும் ஏற்ற தளவரைபடங்கள், முகப்புத் தோற்றங்கள், வேலை வரைபடங்கள்.",
          features: [
            "கருத்து வரைபடங்கள், 3D முகப்புத் தோற்றம்",
            "கேட்டால் வாஸ்துப்படி அறை அமைப்பு",
            "வேலை வரைபடங்கள், அனுமதி வரைபடங்கள்",
            "ஒவ்வொரு வரைபடத்துடனும் செலவு மதிப்பீடு",
          ],
        },
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
        ta: {
          title: "திட்ட மேலாண்மை",
          summary: "கால அட்டவணை, செலவு, தரச் சோதனை, விநியோகஸ்தர்கள் – எல்லாம் எங்கள் பொறியாளர்கள் பொறுப்பு.",
          description:
            "வடிவமைப்போ ஒப்பந்ததாரரோ ஏற்கெனவே இருக்கிறாரா? கால அட்டவணை, பட்ஜெட், தரச் சோதனை, விநியோகஸ்தர்கள் எல்லாவற்றையும் எங்கள் பொறியாளர்கள் கவனித்து, உங்கள் திட்டத்தைச் சரியான பாதையில் வைத்திருப்பார்கள்.",
          features: [
            "விரிவான கால அட்டவணை, பட்ஜெட்",
            "சார்பற்ற தர ஆய்வுகள்",
            "விநியோகஸ்தர், பொருள் ஒருங்கிணைப்பு",
            "ஒவ்வொரு நிலையிலும் தெளிவான பில்",
          ],
        },
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
        ta: {
          title: "ஆலோசனை",
          description: "உங்கள் மனையைப் பார்த்து, தேவையையும் பட்ஜெட்டையும் கேட்டு, தெளிவான மதிப்பீடு தருகிறோம்.",
        },
        description:
          "We visit your site, listen to your plans and budget, and suggest the right approach.",
        icon: "message-square",
      },
      {
        title: "Planning & Design",
        ta: {
          title: "திட்டமும் வடிவமைப்பும்",
          description: "வரைபடம், 3D தோற்றம், அனுமதிகள் – வேலை தொடங்கும் முன்பே எல்லாம் தயார்.",
        },
        description:
          "Architects and engineers prepare drawings, approvals and a fixed, itemised estimate.",
        icon: "ruler",
      },
      {
        title: "Construction",
        ta: {
          title: "கட்டுமானம்",
          description: "பொறியாளர் மேற்பார்வையில் வேலை; வாரந்தோறும் படங்களுடன் முன்னேற்ற அறிக்கை.",
        },
        description:
          "Our site team builds to plan with stage-wise quality checks and weekly updates.",
        icon: "hammer",
      },
      {
        title: "Completion & Handover",
        ta: {
          title: "நிறைவும் ஒப்படைப்பும்",
          description: "இறுதிச் சோதனை, குறையில்லாத ஒப்படைப்பு, ஆவணங்கள், உங்கள் உத்தரவாதம்.",
        },
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
        ta: {
          name: "அடிப்படை",
          description: "கவனமான பட்ஜெட்டில் உறுதியான, நேர்த்தியான வீட்டுக்குத் தேவையான தரமான அடிப்படைகள்.",
          features: [
            "RCC சட்டகக் கட்டமைப்பு",
            "சாதாரண விட்ரிஃபைட் டைல்ஸ் தரை",
            "ISI முத்திரை மின், குழாய்ப் பொருத்துதல்கள்",
            "உள்ளும் வெளியும் எமல்ஷன் பெயிண்ட்",
          ],
          warranty: "1 ஆண்டு உத்தரவாதம்",
        },
        price: 2050,
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
        ta: {
          name: "பிரீமியம்",
          description: "அதிகம் பேர் தேர்ந்தெடுப்பது: எல்லா இடத்திலும் மேம்பட்ட பொருட்களும் ஃபினிஷிங்கும்.",
          features: [
            "அடிப்படைத் தொகுப்பில் உள்ள அனைத்தும்",
            "பிரீமியம் விட்ரிஃபைட் அல்லது கிரானைட் தரை",
            "பிராண்டட் மாடுலர் சுவிட்சுகள், CP பொருத்துதல்கள்",
            "தேக்கு முன்கதவு, UPVC ஜன்னல்கள்",
          ],
          warranty: "3 ஆண்டு உத்தரவாதம்",
          maintenance: "6 மாதம் இலவசப் பராமரிப்பு",
        },
        price: 2450,
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
        ta: {
          name: "சொகுசு",
          description: "உயர்தரப் பொருட்களும் உங்களுக்கென்றே வடிவமைத்த உள் அலங்காரமும் கொண்ட அடையாள இல்லம்.",
          features: [
            "பிரீமியம் தொகுப்பில் உள்ள அனைத்தும்",
            "இத்தாலியன் மார்பிள் அல்லது மரத் தரை",
            "மாடுலர் சமையலறை, டிசைனர் ஃபால்ஸ் சீலிங்",
            "ஹோம் ஆட்டோமேஷனுக்கான முன்னேற்பாடு",
          ],
          warranty: "5 ஆண்டு உத்தரவாதம்",
          maintenance: "1 ஆண்டு இலவசப் பராமரிப்பு",
        },
        price: 2950,
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
        ta: {
          name: "ரமேஷ் குமார்",
          role: "வீட்டு உரிமையாளர், வேளச்சேரி",
          quote:
            "சொன்னபடியே பதினொரு மாதத்தில் எங்கள் இரண்டு மாடி வீட்டைக் கட்டி முடித்தார்கள். நாங்கள் வெளிநாட்டில் இருந்தபோதும் வாரந்தோறும் வந்த படங்களால் எந்தக் கவலையும் இல்லை.",
        },
        quote:
          "They built our two-storey house in eleven months, exactly as promised. The weekly photo updates meant we never had to worry, even while we were working abroad.",
      },
      {
        name: "Lakshmi Narayanan",
        role: "Director, LN Textiles, Ambattur",
        ta: {
          name: "லட்சுமி நாராயணன்",
          role: "இயக்குநர், LN டெக்ஸ்டைல்ஸ், அம்பத்தூர்",
          quote:
            "மழைக்காலத்துக்கு முன்பே, ஒரு விபத்தும் இல்லாமல் எங்கள் புதிய கிடங்கைக் கட்டி முடித்தார்கள். தொழிற்சாலைச் சுமையும் எங்கள் கெடுவும் அவர்களின் பொறியாளர்களுக்கு நன்றாகப் புரிந்திருந்தது.",
        },
        quote:
          "Our new warehouse was completed ahead of the monsoon with zero safety incidents. Their engineers understood industrial loads and our tight deadline.",
      },
      {
        name: "Dr. Priya Subramanian",
        role: "Clinic Owner, Anna Nagar",
        ta: {
          name: "டாக்டர் பிரியா சுப்பிரமணியன்",
          role: "கிளினிக் உரிமையாளர், அண்ணா நகர்",
          quote:
            "கிளினிக்கை ஒரு நாள்கூட மூடாமல், பகுதி பகுதியாகப் புதுப்பித்தார்கள். ஃபினிஷிங் மிக நன்றாக இருக்கிறது; தளத்தையும் சுத்தமாக வைத்திருந்தார்கள்.",
        },
        quote:
          "The renovation of our clinic happened in phases so we never had to close. The finishing quality is excellent and the team kept the site spotless.",
      },
      {
        name: "Arjun Venkatesh",
        role: "Apartment Owner, OMR",
        ta: {
          name: "அர்ஜுன் வெங்கடேஷ்",
          role: "அடுக்குமாடி வீட்டு உரிமையாளர், OMR",
          quote:
            "தெளிவான விலை, எதிர்பாராத செலவு எதுவும் இல்லை. வெறும் ஃபிளாட்டை நாங்கள் விரும்பும் வீடாக மாற்றினார்கள்; மாடுலர் சமையலறை அருமை.",
        },
        quote:
          "Transparent pricing, no surprises. The interior team turned our bare flat into a home we love, and the modular kitchen is simply beautiful.",
      },
    ],
  },
  estimator: {
    extras: [
      {
        slug: "compound-wall",
        name: "Compound wall",
        price: 1500,
        unit: "running-foot",
        ta: { name: "சுற்றுச்சுவர்" },
      },
      {
        slug: "sump",
        name: "Sump (10,000 litres)",
        price: 95000,
        unit: "each",
        ta: { name: "கீழ்நிலைத் தண்ணீர்த் தொட்டி (10,000 லிட்டர்)" },
      },
      {
        slug: "borewell",
        name: "Borewell",
        price: 125000,
        unit: "each",
        ta: { name: "ஆழ்துளைக் கிணறு" },
      },
      {
        slug: "rooftop-solar",
        name: "Rooftop solar kit (3 kW)",
        price: 195000,
        unit: "each",
        ta: { name: "மேற்கூரை சூரிய மின் அமைப்பு (3 kW)" },
      },
    ],
    stages: [
      { name: "Foundation", percent: 15, ta: { name: "அடித்தளம்" } },
      { name: "Structure", percent: 35, ta: { name: "கட்டமைப்பு" } },
      {
        name: "Brickwork and plastering",
        percent: 15,
        ta: { name: "செங்கல் வேலையும் பூச்சும்" },
      },
      { name: "Electrical and plumbing", percent: 10, ta: { name: "மின் மற்றும் குழாய் வேலை" } },
      {
        name: "Flooring and finishing",
        percent: 15,
        ta: { name: "தரைத்தளமும் இறுதி வேலைகளும்" },
      },
      { name: "Painting and handover", percent: 10, ta: { name: "வண்ணம் பூசுதலும் ஒப்படைப்பும்" } },
    ],
    pace: 250,
    note: "This is an estimate from our current package rates, not a quotation. The final price follows a site visit, a soil test and the approved drawings; approval fees, interiors and loose furniture are not included.",
    ta: {
      note: "இது எங்கள் தற்போதைய தொகுப்பு விலைகளின்படி கணக்கிட்ட மதிப்பீடு மட்டுமே, விலைப்புள்ளி அல்ல. இட ஆய்வு, மண் பரிசோதனை, அங்கீகரிக்கப்பட்ட வரைபடங்களுக்குப் பிறகே இறுதி விலை முடிவாகும்; அனுமதிக் கட்டணங்கள், உள் அலங்காரம், தளவாடங்கள் இதில் சேராது.",
    },
  },
  progress: {
    stages: [
      { slug: "site-preparation", name: "Site preparation", ta: { name: "மனை தயாரிப்பு" } },
      { slug: "foundation", name: "Foundation", ta: { name: "அடித்தளம்" } },
      { slug: "plinth", name: "Plinth", ta: { name: "பீடம் (பிளின்த்)" } },
      { slug: "structure", name: "Structure", ta: { name: "கட்டமைப்பு" } },
      { slug: "brickwork", name: "Brickwork", ta: { name: "செங்கல் வேலை" } },
      { slug: "plastering", name: "Plastering", ta: { name: "பூச்சு வேலை" } },
      {
        slug: "electrical-and-plumbing",
        name: "Electrical and plumbing",
        ta: { name: "மின் மற்றும் குழாய் வேலை" },
      },
      { slug: "flooring", name: "Flooring", ta: { name: "தரைத்தளம்" } },
      { slug: "painting", name: "Painting", ta: { name: "வண்ணம் பூசுதல்" } },
      { slug: "handover", name: "Handover", ta: { name: "ஒப்படைப்பு" } },
    ],
  },
};
