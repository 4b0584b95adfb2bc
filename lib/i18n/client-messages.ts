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
  /^(notices|charts|planUsage|statusLabels|entregador|changePassword|areas)$/,
];

/** Long texts only server components render (/termos, /privacidade, /ajuda): no client island reads them. */
const SERVER_ONLY = [/^(legal|help)$/];

/** The catalogue without the area-only and server-only namespaces, for the root (storefront and auth) provider. */
export function storefrontMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const omitted = [...AREA_ONLY, ...SERVER_ONLY];
  return Object.fromEntries(
    Object.entries(messages).filter(([namespace]) => !omitted.some((pattern) => pattern.test(namespace))),
  );
}
