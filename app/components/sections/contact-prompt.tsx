import { Link } from "~/components/ui/link";
import { useMessages } from "~/i18n/use-messages";
import { buttonClass } from "~/components/ui/button";

/** The last card of a detail page's sidebar: a question, a line of text and Contact Us. */
export function ContactPrompt({ title, text }: { title: string; text: string }) {
  const t = useMessages();
  return (
    <section className="rounded-2xl bg-slate-900 p-6 text-white">
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-2 text-slate-300">{text}</p>
      <Link to="/contact" className={`${buttonClass("primary")} mt-5 w-full`}>
        {t.footer.contactUs}
      </Link>
    </section>
  );
}
