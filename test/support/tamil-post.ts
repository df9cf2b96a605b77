/**
 * A blog post written in Tamil, made through the JSON API: the Tamil page the font and layout
 * checks look at (e2e/tamil-font.spec.ts) and the Tamil post `npm run lighthouse` audits.
 */
import { apiToken, multipart, send } from "./api";

export const TAMIL_POST = {
  title: "மழைக்காலத்திற்கு முன் மொட்டை மாடி நீர்ப்புகா வேலை",
  content: [
    "சென்னையில் பெரும்பாலான மழை அக்டோபர், நவம்பர் மாதங்களில் பெய்கிறது. மழை தொடங்கும் முன்பே மொட்டை மாடியைச் சரிபார்த்தால், பின்னர் வரும் பெரிய செலவைத் தவிர்க்கலாம்.",
    "## முதலில் கவனிக்க வேண்டியவை",
    "கைப்பிடிச் சுவர் இணைப்புகள், வடிகால் குழாய்களின் வாய், தரையின் சரிவு ஆகியவற்றை முதலில் பாருங்கள். சிறு விரிசல்கூட தண்ணீர் உள்ளே இறங்க வழி செய்யும்.",
    "- விரிசல்களை நிரப்பி, அதன் மேல் நீர்ப்புகா பூச்சு பூசுங்கள்.\n- வடிகால் குழாய்களில் அடைப்பு இல்லாமல் சுத்தம் செய்யுங்கள்.\n- தண்ணீர் தேங்கும் இடங்களில் தரையின் சரிவைச் சரிசெய்யுங்கள்.",
    "## எப்போது எங்களை அழைக்கலாம்",
    "கூரையின் உட்புறத்தில் ஈரக்கறை தெரிந்தாலோ, சுவர்களில் பூஞ்சை படர்ந்தாலோ தாமதிக்காதீர்கள். எங்கள் பொறியாளர் நேரில் வந்து பார்த்து, செலவு விவரத்தை எழுத்தில் தருவார். மொட்டை மாடி, குளியலறை, தண்ணீர்த் தொட்டி என எந்த இடமானாலும், வேலை முடிந்த பிறகும் ஒரு மழைக்காலம் முழுவதும் நாங்கள் பொறுப்பேற்கிறோம்.",
  ].join("\n\n"),
  author: "பிரியா ராமன்",
  category: "Tips",
};

/** Publishes TAMIL_POST; resolves to its id and slug. */
export async function createTamilPost(baseURL: string): Promise<{ _id: string; slug: string }> {
  const response = await send(baseURL, "POST", "/api/add-blog", {
    token: await apiToken(baseURL),
    body: multipart(TAMIL_POST),
  });
  if (response.status !== 201) throw new Error(`add-blog answered ${response.status}`);
  const { blog } = (await response.json()) as { blog: { _id: string; slug: string } };
  return { _id: blog._id, slug: blog.slug };
}
