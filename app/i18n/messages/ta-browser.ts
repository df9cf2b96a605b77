import type { BrowserMessages } from "../browser-messages";

/** The Tamil words of the sections of `en-browser.ts`; `ta.ts` takes them from here. */
export const notFound: BrowserMessages["notFound"] = {
  title: "பக்கம் கிடைக்கவில்லை",
  eyebrow: "பிழை 404",
  intro: "நீங்கள் தேடும் பக்கம் இல்லை அல்லது வேறு இடத்துக்கு மாற்றப்பட்டுள்ளது.",
  text: "முகவரியைச் சரிபாருங்கள், அல்லது முகப்புப் பக்கத்துக்குத் திரும்பி எங்கள் சேவைகளையும் சென்னையில் நாங்கள் செய்த சமீபத்திய பணிகளையும் பாருங்கள்.",
  backHome: "முகப்புக்குத் திரும்ப",
};

export const error: BrowserMessages["error"] = {
  title: "ஏதோ தவறு நடந்துவிட்டது",
  text: "சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.",
  heading: "பிழை",
  tryAgain: "மீண்டும் முயல",
  busy: "உங்கள் இணைப்பிலிருந்து ஒரே நேரத்தில் பல பக்கங்கள் கேட்கப்பட்டன. சில வினாடிகள் கழித்து மீண்டும் முயலுங்கள்.",
  missing: {
    project: {
      title: "திட்டம் கிடைக்கவில்லை",
      text: "நீங்கள் தேடும் திட்டம் இல்லை அல்லது நீக்கப்பட்டுவிட்டது.",
    },
    article: {
      title: "கட்டுரை கிடைக்கவில்லை",
      text: "நீங்கள் தேடும் கட்டுரை இல்லை அல்லது நீக்கப்பட்டுவிட்டது.",
    },
    album: {
      title: "ஆல்பம் கிடைக்கவில்லை",
      text: "நீங்கள் தேடும் ஆல்பம் இல்லை அல்லது நீக்கப்பட்டுவிட்டது.",
    },
  },
};

export const pagination: BrowserMessages["pagination"] = {
  pages: "பக்கங்கள்",
  previous: "முந்தைய",
  next: "அடுத்த",
  page: (page) => `பக்கம் ${page}`,
  pageOf: (page, count) => `${count} பக்கங்களில் ${page}-வது`,
};
