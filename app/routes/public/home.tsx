import { useRootData } from "~/root";

export default function Home() {
  const { site } = useRootData();
  return (
    <section className="bg-slate-900 px-6 pt-32 pb-16 text-white">
      <title>{site.name}</title>
      <h1 className="text-3xl font-bold">{site.name}</h1>
      <p>{site.tagline}</p>
    </section>
  );
}
