import type { Address } from "@/lib/catalog/types";

/** One line, the way a maps service geocodes it best. */
export function formatAddress(address: Address): string {
  return `${address.street}, ${address.neighborhood}, ${address.city} - ${address.state}, ${address.zipCode}`;
}

/** product.md §7: the directions link between the company and the customer, opened in a new window. */
export function directionsUrl(origin: Address, destination: Address): string {
  const params = new URLSearchParams({
    api: "1",
    origin: formatAddress(origin),
    destination: formatAddress(destination),
  });
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

/** Digits with Brazil's country code (+55); numbers that already carry it are kept as they are. */
function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length > 11 && digits.startsWith("55") ? digits : `55${digits}`;
}

export function telHref(phone: string): string {
  return `tel:+${internationalDigits(phone)}`;
}

export function whatsappHref(phone: string): string {
  return `https://wa.me/${internationalDigits(phone)}`;
}
