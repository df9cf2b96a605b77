/**
 * Whole rupees in words the Indian way (thousand, lakh, crore), in English and in Tamil, for a
 * receipt (docs/product/client-payments.md#receipts). Written here rather than taken from a
 * package: the npm ones either count in millions or have no Tamil
 * (docs/decisions/087-client-payments.md).
 */
import type { Language } from "~/i18n/language";

const EN_ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const EN_TENS = [
  "",
  "",
  "Twenty",
  "Thirty",
  "Forty",
  "Fifty",
  "Sixty",
  "Seventy",
  "Eighty",
  "Ninety",
];

/** 1 to 999 in English: "Five Hundred Sixty-Seven". */
function englishBelowThousand(n: number): string {
  const words: string[] = [];
  if (n >= 100) words.push(`${EN_ONES[Math.floor(n / 100)]} Hundred`);
  const rest = n % 100;
  if (rest >= 20) {
    words.push(EN_TENS[Math.floor(rest / 10)] + (rest % 10 ? `-${EN_ONES[rest % 10]}` : ""));
  } else if (rest > 0) {
    words.push(EN_ONES[rest]);
  }
  return words.join(" ");
}

function englishWords(n: number): string {
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const words: string[] = [];
  // Crores beyond 99 are counted in the same system: "One Hundred Twenty Crore".
  if (crores) words.push(`${englishWords(crores)} Crore`);
  if (lakhs) words.push(`${englishBelowThousand(lakhs)} Lakh`);
  if (thousands) words.push(`${englishBelowThousand(thousands)} Thousand`);
  if (rest) words.push(englishBelowThousand(rest));
  return words.join(" ");
}

const TA_ONES = [
  "",
  "ஒன்று",
  "இரண்டு",
  "மூன்று",
  "நான்கு",
  "ஐந்து",
  "ஆறு",
  "ஏழு",
  "எட்டு",
  "ஒன்பது",
  "பத்து",
  "பதினொன்று",
  "பன்னிரண்டு",
  "பதின்மூன்று",
  "பதினான்கு",
  "பதினைந்து",
  "பதினாறு",
  "பதினேழு",
  "பதினெட்டு",
  "பத்தொன்பது",
];
/** A round ten alone ("இருபது") and before a unit ("இருபத்து ஒன்று"). */
const TA_TENS = [
  "",
  "",
  "இருபது",
  "முப்பது",
  "நாற்பது",
  "ஐம்பது",
  "அறுபது",
  "எழுபது",
  "எண்பது",
  "தொண்ணூறு",
];
const TA_TENS_BEFORE = [
  "",
  "",
  "இருபத்து",
  "முப்பத்து",
  "நாற்பத்து",
  "ஐம்பத்து",
  "அறுபத்து",
  "எழுபத்து",
  "எண்பத்து",
  "தொண்ணூற்று",
];
/** A round hundred alone ("ஐந்நூறு") and before more ("ஐந்நூற்று"). */
const TA_HUNDREDS = [
  "",
  "நூறு",
  "இருநூறு",
  "முந்நூறு",
  "நானூறு",
  "ஐந்நூறு",
  "அறுநூறு",
  "எழுநூறு",
  "எண்ணூறு",
  "தொள்ளாயிரம்",
];
const TA_HUNDREDS_BEFORE = [
  "",
  "நூற்று",
  "இருநூற்று",
  "முந்நூற்று",
  "நானூற்று",
  "ஐந்நூற்று",
  "அறுநூற்று",
  "எழுநூற்று",
  "எண்ணூற்று",
  "தொள்ளாயிரத்து",
];

function tamilBelowHundred(n: number): string {
  if (n < 20) return TA_ONES[n];
  const unit = n % 10;
  return unit ? `${TA_TENS_BEFORE[Math.floor(n / 10)]} ${TA_ONES[unit]}` : TA_TENS[n / 10];
}

function tamilBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return tamilBelowHundred(rest);
  if (!rest) return TA_HUNDREDS[hundreds];
  return `${TA_HUNDREDS_BEFORE[hundreds]} ${tamilBelowHundred(rest)}`;
}

/** A count before ஆயிரம், லட்சம் or கோடி: "ஒன்று" there is "ஒரு" (ஒரு லட்சம், இருபத்து ஒரு லட்சம்). */
function tamilCount(words: string): string {
  return words.replace(/ஒன்று$/, "ஒரு");
}

/**
 * A place followed by more takes its joining form: லட்சம் → லட்சத்து, கோடி → கோடியே,
 * ஆயிரம் → ஆயிரத்து ("பன்னிரண்டு லட்சத்து முப்பத்து நான்கு ஆயிரத்து ஐந்நூற்று அறுபத்து ஏழு").
 */
function tamilWords(n: number): string {
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  const more = (below: number) => below > 0;
  if (crores) {
    const joined = more(n % 10_000_000);
    parts.push(`${tamilCount(tamilWords(crores))} ${joined ? "கோடியே" : "கோடி"}`);
  }
  if (lakhs) {
    const joined = more(n % 100_000);
    parts.push(`${tamilCount(tamilBelowHundred(lakhs))} ${joined ? "லட்சத்து" : "லட்சம்"}`);
  }
  if (thousands) {
    const joined = more(rest);
    const place = joined ? "ஆயிரத்து" : "ஆயிரம்";
    // One thousand is just ஆயிரம்.
    parts.push(thousands === 1 ? place : `${tamilCount(tamilBelowHundred(thousands))} ${place}`);
  }
  if (rest) parts.push(tamilBelowThousand(rest));
  return parts.join(" ");
}

/** The number alone in words: "Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven". */
export function numberInWords(amount: number, language: Language): string {
  const n = Math.trunc(Math.abs(amount));
  if (n === 0) return language === "ta" ? "பூஜ்ஜியம்" : "Zero";
  return language === "ta" ? tamilWords(n) : englishWords(n);
}

/** As a receipt writes it: "Rupees One Lakh only", "ரூபாய் ஒரு லட்சம் மட்டும்". */
export function rupeesInWords(amount: number, language: Language): string {
  const words = numberInWords(amount, language);
  return language === "ta" ? `ரூபாய் ${words} மட்டும்` : `Rupees ${words} only`;
}
