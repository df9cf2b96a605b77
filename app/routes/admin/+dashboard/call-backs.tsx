import { Link } from "react-router";
import { formatDay } from "~/utils/dates";

type CallBack = { id: string; name: string; phone: string; followUpOn: string };

/**
 * The enquiries to call back today and those whose day has passed (India's day; won and lost
 * ones never), each linking to the enquiry (docs/product/enquiry-pipeline.md). Nothing shows when
 * none is due.
 */
export function CallBacks({ today, overdue }: { today: CallBack[]; overdue: CallBack[] }) {
  if (today.length === 0 && overdue.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CallBackList title="Call back today" items={today} empty="No call-backs for today." />
      <CallBackList title="Overdue" items={overdue} empty="Nothing overdue." />
    </div>
  );
}

function CallBackList({
  title,
  items,
  empty,
}: {
  title: string;
  items: CallBack[];
  empty: string;
}) {
  const headingId = `call-backs-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <h2
        id={headingId}
        className="border-b border-slate-200 px-5 py-3 text-lg font-bold text-slate-900"
      >
        {title} <span className="text-slate-500">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="px-5 py-4 text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={`/enquiries?id=${encodeURIComponent(item.id)}`}
                className="flex items-center justify-between gap-3 px-5 py-3 hover:bg-slate-50"
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-slate-900">{item.name}</span>
                  <span className="block text-sm text-slate-600">{item.phone}</span>
                </span>
                <span className="shrink-0 text-sm text-slate-600">
                  {formatDay(item.followUpOn)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
