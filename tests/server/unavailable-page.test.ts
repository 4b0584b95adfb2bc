import { describe, expect, it } from "vitest";

import messages from "@/messages/pt-BR.json";
import { unavailablePageHtml, unavailableResponse } from "@/lib/server/unavailable-page";

describe("the proxy's 'Serviço indisponível' page", () => {
  it("answers 503, never cached, with Retry-After", async () => {
    const response = unavailableResponse(new URL("http://127.0.0.1:3000/customer/orders?status=ativos"));
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await response.text();
    // 'Tentar novamente' is a plain link to the same URL: it works without JavaScript
    expect(html).toContain('<a class="retry" href="/customer/orders?status=ativos">Tentar novamente</a>');
  });

  it("is a Portuguese page with the catalogue's texts and nothing to load", () => {
    const html = unavailablePageHtml("/customer");
    expect(html).toMatch(/^<!doctype html>\s*<html lang="pt-BR">/);
    for (const text of Object.values(messages.unavailable)) expect(html).toContain(text);
    expect(html).not.toMatch(/<script|<link|src=/);
  });

  it.each([
    [
      '/customer?x="><script>alert(1)</script>',
      "/customer?x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;",
    ],
    ["/customer?a=1&b='2'", "/customer?a=1&amp;b=&#39;2&#39;"],
  ])("escapes the retry link %s", (href, escaped) => {
    const html = unavailablePageHtml(href);
    expect(html).toContain(`href="${escaped}"`);
    expect(html).not.toContain("<script>");
  });
});
