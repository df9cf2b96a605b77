import { useRootData } from "~/root";

export default function Home() {
  const { site } = useRootData();
  return (
    <main className="p-6">
      <title>{site.name}</title>
      <h1 className="text-3xl font-bold">{site.name}</h1>
      <p>{site.tagline}</p>
    </main>
  );
}
