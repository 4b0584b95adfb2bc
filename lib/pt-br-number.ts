/**
 * Numbers as pt-BR writes them, without Intl.NumberFormat: the first one a browser builds costs 25–40 ms
 * (ICU's number formatting), over 100 ms on a mid-range phone, inside the hydration of every storefront page
 * that shows a price (product.md D12). tests/format.test.ts holds these to Intl's output.
 *
 * Rounding is Intl's: half away from zero on the number's shortest decimal form (1.005 → 1,01; 4.85 → 4,9),
 * which `toFixed` does not do (it rounds the binary value: 1.005 → 1.00).
 */
function fixedDigits(
  value: number,
  decimals: number,
): { negative: boolean; whole: string; fraction: string } {
  const negative = value < 0 || Object.is(value, -0);
  const magnitude = Math.abs(value);
  // Intl writes these as 'NaN' and '∞', without decimals
  if (!Number.isFinite(magnitude))
    return { negative, whole: Number.isNaN(magnitude) ? "NaN" : "∞", fraction: "" };
  const shortest = String(magnitude);
  // "1.005e2" is read as the decimal 100.5 exactly; tiny and huge magnitudes (exponent form) need no such care
  const scaled = shortest.includes("e")
    ? Math.round(magnitude * 10 ** decimals)
    : Math.round(Number(`${shortest}e${decimals}`));
  const digits = String(scaled).padStart(decimals + 1, "0");
  return {
    negative,
    whole: digits.slice(0, digits.length - decimals),
    fraction: digits.slice(digits.length - decimals),
  };
}

/** "-", the whole part grouped by thousands with "." (1.234.567), "," and the decimals. */
function ptBrNumber({ negative, whole, fraction }: ReturnType<typeof fixedDigits>, prefix = ""): string {
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${negative ? "-" : ""}${prefix}${grouped}${fraction ? `,${fraction}` : ""}`;
}

/** product.md §9: 'R$ 1.234,56' (pt-BR, two decimals, a plain space after the symbol; '-R$ 5,00' below zero). */
export function formatMoney(value: number): string {
  return ptBrNumber(fixedDigits(value, 2), "R$ ");
}

/** A count as pt-BR writes it: '1.234'. For a catalogue message's number (`{shown}`) in place of ICU's `#`, which
 * builds an Intl.NumberFormat in the browser. */
export function formatCount(value: number): string {
  return ptBrNumber(fixedDigits(value, 0));
}

/** A store's rating with one decimal, pt-BR: '4,8', '5,0'. */
export function formatRating(value: number): string {
  return ptBrNumber(fixedDigits(value, 1));
}
