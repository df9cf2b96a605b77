/**
 * The fields of each site section (docs/product/content.md#site-content), one component per
 * section; the lists' editor and the fields they are made of are in site-section-parts.tsx.
 */
import {
  FormSection,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/admin/form/form-fields";
import { TamilFieldGroup } from "~/components/admin/form/tamil-fields";
import type { SiteSectionKey } from "~/schemas/form-choices";
import {
  CheckboxField,
  FeaturesField,
  IconField,
  ListSection,
  PhotoField,
  PriceField,
  SlugField,
  WholeNumberField,
  tamilFields,
  type Fields,
} from "./site-section-parts";

type SectionProps = { fields: Fields; projects: { id: string; title: string }[] };

export const SECTION_FIELDS: Record<SiteSectionKey, (props: SectionProps) => React.ReactNode> = {
  home: HomeFields,
  about: AboutFields,
  services: ServicesFields,
  process: ProcessFields,
  pricing: PricingFields,
  estimator: EstimatorFields,
  progress: ProgressFields,
  testimonials: TestimonialsFields,
};

/** An item's photo, uploaded with the save. */
function ItemPhoto({ list, index, item }: { list: Fields[string]; index: number; item: Fields }) {
  return <PhotoField list={list.name} index={index} meta={item.photo} label="Photo" />;
}

function HomeFields({ fields }: SectionProps) {
  return (
    <>
      <FormSection title="Hero">
        <TextField label="Headline" meta={fields.headline} />
        <TextAreaField label="Introduction" meta={fields.introduction} rows={3} />
        <TextField
          label="Badge"
          meta={fields.badge}
          hint="A short claim above the headline, such as “ISO 9001 Certified”."
        />
        <TamilFieldGroup meta={fields.ta} specs={tamilFields("home", "section")} />
      </FormSection>
      <ListSection
        title="Figures"
        description="Up to four, such as “200+ Projects Completed”."
        list={fields.stats}
        noun="Figure"
        blank={{ value: "", label: "", icon: "star" }}
        max={4}
      >
        {(item) => (
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="Figure" meta={item.value} placeholder="200+" />
            <TextField label="Label" meta={item.label} />
            <IconField meta={item.icon} />
          </div>
        )}
      </ListSection>
      <ListSection
        title="Why us"
        description="The first three show beside the headline; all show on the home page's About band."
        list={fields.points}
        noun="Point"
        blank={{ title: "", text: "", icon: "check-circle" }}
      >
        {(item) => (
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="Point" meta={item.title} />
            <TextField label="Line" meta={item.text} />
            <IconField meta={item.icon} />
          </div>
        )}
      </ListSection>
    </>
  );
}

function AboutFields({ fields }: SectionProps) {
  return (
    <>
      <FormSection title="Story, mission and vision">
        <TextField label="Story title" meta={fields.storyTitle} />
        <TextAreaField
          label="Story"
          meta={fields.story}
          rows={8}
          hint="Leave an empty line between paragraphs."
        />
        <TextAreaField label="Mission" meta={fields.mission} rows={3} />
        <TextAreaField label="Vision" meta={fields.vision} rows={3} />
        <TamilFieldGroup meta={fields.ta} specs={tamilFields("about", "section")} />
      </FormSection>
      <ListSection
        title="Timeline"
        list={fields.timeline}
        noun="Entry"
        blank={{ year: "", title: "", description: "" }}
      >
        {(item) => (
          <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
            <TextField label="Year" meta={item.year} placeholder="2024" />
            <TextField label="Title" meta={item.title} />
            <div className="sm:col-span-2">
              <TextField label="Description" meta={item.description} />
            </div>
          </div>
        )}
      </ListSection>
      <ListSection
        title="Team"
        list={fields.team}
        noun="Team member"
        blank={{ name: "", role: "", bio: "" }}
      >
        {(item, index) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Name" meta={item.name} />
            <TextField label="Role" meta={item.role} />
            <div className="sm:col-span-2">
              <TextAreaField label="About them" meta={item.bio} rows={2} />
            </div>
            <div className="sm:col-span-2">
              <ItemPhoto list={fields.team} index={index} item={item} />
            </div>
          </div>
        )}
      </ListSection>
    </>
  );
}

function ServicesFields({ fields }: SectionProps) {
  return (
    <ListSection
      title="Services"
      description="At least one: the Services page needs it."
      list={fields.items}
      noun="Service"
      blank={{ title: "", summary: "", description: "", features: [], icon: "building" }}
    >
      {(item, index) => (
        <div className="grid gap-4">
          <TextField label="Title" meta={item.title} />
          <TextField label="Summary" meta={item.summary} hint="One line, shown on the home page." />
          <TextAreaField label="Description" meta={item.description} rows={3} />
          <CheckboxField
            label="Show in the footer’s “Our Services” (up to five; the first five when none is ticked)"
            meta={item.inFooter}
          />
          <FeaturesField label="Features" tamilLabel="அம்சங்கள்" item={item} />
          <div className="grid gap-4 sm:grid-cols-2">
            <IconField meta={item.icon} hint="Shown when there is no photo." />
            <SlugField meta={item.slug} />
          </div>
          <ItemPhoto list={fields.items} index={index} item={item} />
        </div>
      )}
    </ListSection>
  );
}

function ProcessFields({ fields }: SectionProps) {
  return (
    <ListSection
      title="Process steps"
      description="At least one."
      list={fields.items}
      noun="Step"
      blank={{ title: "", description: "", icon: "check-circle" }}
    >
      {(item) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Title" meta={item.title} />
          <IconField meta={item.icon} />
          <div className="sm:col-span-2">
            <TextAreaField label="Description" meta={item.description} rows={2} />
          </div>
        </div>
      )}
    </ListSection>
  );
}

function PricingFields({ fields }: SectionProps) {
  return (
    <ListSection
      title="Pricing tiers"
      description="At least one. Prices are whole rupees per sq.ft."
      list={fields.items}
      noun="Tier"
      blank={{ name: "", description: "", features: [], warranty: "", maintenance: "" }}
    >
      {(item) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" meta={item.name} />
          <PriceField meta={item.price} />
          <div className="sm:col-span-2">
            <TextField label="Description" meta={item.description} />
          </div>
          <div className="sm:col-span-2">
            <FeaturesField label="What is included" tamilLabel="இதில் அடங்குபவை" item={item} />
          </div>
          <TextField label="Warranty" meta={item.warranty} placeholder="3 years warranty" />
          <TextField
            label="Maintenance"
            meta={item.maintenance}
            placeholder="Free maintenance for 6 months"
          />
          <CheckboxField label="Mark as “Popular”" meta={item.popular} />
          <SlugField meta={item.slug} />
        </div>
      )}
    </ListSection>
  );
}

function TestimonialsFields({ fields, projects }: SectionProps) {
  return (
    <ListSection
      title="Testimonials"
      list={fields.items}
      noun="Testimonial"
      blank={{ name: "", role: "", quote: "" }}
    >
      {(item, index) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" meta={item.name} />
          <TextField label="Role or place" meta={item.role} placeholder="Homeowner, Adyar" />
          <div className="sm:col-span-2">
            <TextAreaField label="Quote" meta={item.quote} rows={3} />
          </div>
          <SelectField
            label="Project it is about"
            meta={item.projectId}
            options={projects.map((project) => ({ value: project.id, label: project.title }))}
            blankLabel="None"
          />
          <ItemPhoto list={fields.items} index={index} item={item} />
        </div>
      )}
    </ListSection>
  );
}

const UNIT_OPTIONS = [
  { value: "each", label: "Each (a checkbox)" },
  { value: "running-foot", label: "Per running foot (a quantity)" },
  { value: "sqft", label: "Per sq.ft (a quantity)" },
];

/**
 * The estimator's own numbers (docs/product/public-site.md#cost-estimator); its package rates are
 * the pricing tiers' prices, edited there.
 */
function EstimatorFields({ fields }: SectionProps) {
  return (
    <>
      <ListSection
        title="Extras"
        description="What a visitor may add to the house. The package rates are the Pricing tiers’ prices."
        list={fields.extras}
        noun="Extra"
        blank={{ name: "", unit: "each" }}
      >
        {(item) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Name" meta={item.name} />
            <WholeNumberField
              label="Price (₹)"
              meta={item.price}
              hint="Whole rupees for one of the unit."
            />
            <SelectField label="Unit" meta={item.unit} options={UNIT_OPTIONS} />
            <SlugField meta={item.slug} />
          </div>
        )}
      </ListSection>
      <ListSection
        title="Payment stages"
        description="The share of the total paid at each stage. Together they must make 100 %."
        list={fields.stages}
        noun="Stage"
        blank={{ name: "" }}
      >
        {(item) => (
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <TextField label="Stage" meta={item.name} />
            <WholeNumberField label="Percent" meta={item.percent} hint="1 to 100." />
          </div>
        )}
      </ListSection>
      <FormSection title="Pace and note">
        <WholeNumberField
          label="Pace (sq.ft built a month)"
          meta={fields.pace}
          hint="The building time is the built-up area divided by this, rounded up to whole months."
        />
        <TextAreaField
          label="Note"
          meta={fields.note}
          rows={3}
          hint="Shown under every estimate, such as “This is an estimate, not a quotation.”"
        />
        <TamilFieldGroup meta={fields.ta} specs={tamilFields("estimator", "section")} />
      </FormSection>
    </>
  );
}

/** The stages a progress update chooses from (docs/decisions/067-progress-updates.md). */
function ProgressFields({ fields }: SectionProps) {
  return (
    <ListSection
      title="Construction stages"
      description="The stages a progress update chooses from, in the order work reaches them."
      list={fields.stages}
      noun="Stage"
      blank={{ name: "" }}
    >
      {(item) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Stage" meta={item.name} />
          <SlugField meta={item.slug} />
        </div>
      )}
    </ListSection>
  );
}
