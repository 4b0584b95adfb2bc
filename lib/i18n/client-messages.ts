import "server-only";

import type { AbstractIntlMessages } from "next-intl";

/**
 * Namespaces only the signed-in areas' client components use. The storefront's provider leaves them out
 * (every public page would otherwise carry the whole catalogue in its payload); the area shell provides the
 * whole catalogue again.
 */
const AREA_ONLY = [
  /^admin[A-Z]/,
  /^advertiser[A-Z]/,
  /^company(Dashboard|Products|Orders|Coupons|Reports|Settings)$/,
  /^customer(Dashboard|Coupons|Settings)$/,
  /^(notices|charts|planUsage|statusLabels|entregador|courier|changePassword|areas)$/,
];

/**
 * Texts only server components render (metadata, /para-empresas, /produtos' navigation, the 404, /termos,
 * /privacidade, /ajuda, the search box and its results, the report files): no client island reads them.
 */
const SERVER_ONLY = [/^(legal|help|paraEmpresas|seo|metadata|productList|notFound|search|reportFiles)$/];

/**
 * The shopper's own screens (sign-in, sign-up, checkout, an order, its status, the order list, the profile): their
 * client islands are the only readers, so only those routes carry them (`accountMessages`, in their layouts).
 */
const ACCOUNT_ONLY = [
  /^(auth|login|register|checkout|addresses|orderDetail|orderActions|orderPayment|orderStatus|orders|profile|live)$/,
];

function without(messages: AbstractIntlMessages, omitted: RegExp[]): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(messages).filter(([namespace]) => !omitted.some((pattern) => pattern.test(namespace))),
  );
}

/** The catalogue a storefront page's client islands need: what the root provider sends to every page. */
export function storefrontMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return without(messages, [...AREA_ONLY, ...SERVER_ONLY, ...ACCOUNT_ONLY]);
}

/** The storefront's catalogue plus the shopper's own screens: for the (auth) and (store)/(conta) layouts. */
export function accountMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return without(messages, [...AREA_ONLY, ...SERVER_ONLY]);
}
