import { SiteIcon, type IconName } from "~/components/ui/site-icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { useRootData } from "~/components/use-root-data";
import { Text } from "~/components/ui/text";
import { useMessages } from "~/i18n/use-messages";
import { CompanyAddress } from "./company-address";
import { ContactForm, type ContactFormProps } from "./contact-form";

/** Contact details beside the contact form; used on the home page and on /contact. */
export function ContactSection(props: ContactFormProps) {
  const { choices } = props;
  const { site, siteTexts } = useRootData();
  const t = useMessages().contact;
  const details: { icon: IconName; label: string; content: React.ReactNode }[] = [
    {
      icon: "map-pin",
      label: t.visit,
      content: <CompanyAddress />,
    },
    {
      icon: "phone",
      label: t.call,
      content: (
        <a
          className="text-orange-800 hover:underline"
          href={`tel:${site.phone.replace(/\s/g, "")}`}
        >
          {site.phone}
        </a>
      ),
    },
    {
      icon: "mail",
      label: t.email,
      content: (
        <a className="break-all text-orange-800 hover:underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
      ),
    },
    {
      icon: "clock",
      label: t.hours,
      content: (
        <>
          <Text value={siteTexts.hoursWeekdays} /> · <Text value={siteTexts.hoursSunday} />
        </>
      ),
    },
  ];
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="contact-heading" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <div className="mt-12 grid gap-8 lg:grid-cols-5">
          <ul className="grid content-start gap-4 sm:grid-cols-2 lg:col-span-2 lg:grid-cols-1">
            {details.map((detail) => (
              <li
                key={detail.label}
                className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-orange-100 text-orange-800">
                  <SiteIcon name={detail.icon} className="size-5" />
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{detail.label}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-700">{detail.content}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="order-first rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:order-none lg:col-span-3">
            <h3 className="text-xl font-bold text-slate-900">{t.sendMessage}</h3>
            <p className="mt-1 mb-6 text-sm text-slate-600">
              {choices.packages.length > 0 ? t.allRequiredButPackage : t.allRequired}
            </p>
            <ContactForm {...props} />
          </div>
        </div>
      </div>
    </section>
  );
}
