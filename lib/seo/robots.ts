import type { MetadataRoute } from "next";

import { absoluteUrl } from "./urls";

/**
 * robots.txt rules. Everything public is crawlable; signed-in areas, cart/checkout/orders and the auth
 * screens are not. The company dashboard shares the /company prefix with the public store pages
 * (/company/{id}), so only its own sub-paths are listed, and its index with "$" (exact match), never
 * "/company" itself.
 */
export const PRIVATE_PATHS = [
  "/customer",
  "/advertiser",
  "/admin",
  "/entregador",
  "/checkout",
  "/orders",
  "/order",
  "/profile",
  "/cart",
  "/login",
  "/cadastro",
  "/register",
  "/company$",
  "/company/change-password",
  "/company/order/",
  "/company/produtos",
  "/company/pedidos",
  "/company/cupons",
  "/company/relatorios",
  "/company/avisos",
  "/company/config",
  "/company/products",
  "/company/orders",
] as const;

export function buildRobots(baseUrl: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...PRIVATE_PATHS] }],
    sitemap: absoluteUrl("/sitemap.xml", baseUrl),
  };
}
