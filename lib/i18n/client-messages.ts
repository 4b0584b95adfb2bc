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
 * /privacidade, /ajuda, the search box and its results, the report files, the footer, the skip link): no client
 * island reads them.
 */
const SERVER_ONLY = [
  /^(legal|help|paraEmpresas|seo|metadata|productList|notFound|search|reportFiles|footer|layout)$/,
];

/**
 * The shopper's own screens (sign-in, sign-up, checkout, an order, its status, the order list, the profile): their
 * client islands are the only readers, so only those routes carry them (`accountMessages`, in their layouts).
 */
const ACCOUNT_ONLY = [
  /^(auth|login|register|checkout|addresses|orderDetail|orderActions|orderPayment|orderStatus|orders|profile|accountData|live|forgotPassword|newPassword)$/,
];

function without(messages: AbstractIntlMessages, omitted: RegExp[]): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(messages).filter(([namespace]) => !omitted.some((pattern) => pattern.test(namespace))),
  );
}

/**
 * Namespaces the server renders almost whole, of which an island reads a few keys: only those keys go to the
 * browser (the home's texts are 1.2 kB; its coupon copy button reads four; the store and product pages' islands
 * read a third of theirs, sent to every storefront page).
 */
export const ISLAND_KEYS: Record<string, readonly string[]> = {
  home: ["copy", "copyCode", "codeCopied", "copyFailed"], // components/store/copy-code-button.tsx
  // components/store/store-page/store-products.tsx and opening-hours-table.tsx (the store page renders the rest)
  store: [
    ...["productsTitle", "filterLabel", "allCategories", "productCount", "empty", "emptyHint"],
    ...["hoursTitle", "dayColumn", "hoursColumn", "closedDay", "today"],
  ],
  // components/store/product-page/product-purchase.tsx (the product page renders the rest)
  product: [
    ...["addToCart", "quantity", "decrease", "increase", "total"],
    ...["companyClosed", "companyClosedHint", "suspendedHint", "unavailableHint"],
  ],
};

function onlyIslandKeys(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([namespace, texts]) => {
      const keys = ISLAND_KEYS[namespace];
      if (!keys || typeof texts !== "object") return [namespace, texts];
      return [namespace, Object.fromEntries(Object.entries(texts).filter(([key]) => keys.includes(key)))];
    }),
  );
}

/** The catalogue a storefront page's client islands need: what the root provider sends to every page. */
export function storefrontMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return onlyIslandKeys(without(messages, [...AREA_ONLY, ...SERVER_ONLY, ...ACCOUNT_ONLY]));
}

/** The storefront's catalogue plus the shopper's own screens: for the (auth) and (store)/(conta) layouts. */
export function accountMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return without(messages, [...AREA_ONLY, ...SERVER_ONLY]);
}
