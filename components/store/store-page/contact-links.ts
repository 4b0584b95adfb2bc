/**
 * Links for a store's contact details (product.md §3 Company: phone, whatsapp, instagram). Sample numbers are
 * Brazilian, written "(31) 3224-5678"; links need the international form (+55 and digits only).
 */

function brazilianDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  // Already international (55 + 2-digit area code + 8 or 9 digits): keep it.
  return digits.startsWith("55") && digits.length >= 12 ? digits : `55${digits}`;
}

/** "tel:+553132245678" */
export function telHref(phone: string): string {
  return `tel:+${brazilianDigits(phone)}`;
}

/** WhatsApp click-to-chat link, "https://wa.me/5531988125678". */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${brazilianDigits(phone)}`;
}

/** "@padariapaoquente" -> "https://www.instagram.com/padariapaoquente/" */
export function instagramHref(handle: string): string {
  return `https://www.instagram.com/${encodeURIComponent(handle.replace(/^@/, "").trim())}/`;
}
