import type { Address } from "@/lib/catalog/types";
import type { DeliveryAddress } from "@/lib/orders/types";

/** One line, the way a maps service geocodes it best. */
export function formatAddress(address: Address): string {
  return `${address.street}, ${address.neighborhood}, ${address.city} - ${address.state}, ${address.zipCode}`;
}

/** An order's delivery address in one line: street, number and complement, then the rest as formatAddress. */
export function formatDeliveryAddress(address: DeliveryAddress): string {
  const street = [address.street, address.number, address.complement].filter(Boolean).join(", ");
  return formatAddress({ ...address, street });
}

/** product.md §7: the directions link between the store and the customer, opened in a new window. */
export function directionsUrl(origin: Address, destination: DeliveryAddress): string {
  const params = new URLSearchParams({
    api: "1",
    origin: formatAddress(origin),
    // the complement (apartment, room) means nothing to a map
    destination: formatDeliveryAddress({ ...destination, complement: null }),
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
