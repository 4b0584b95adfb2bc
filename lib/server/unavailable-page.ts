import messages from "@/messages/pt-BR.json";

/** Seconds a crawler or client is told to wait before asking again; a person may retry sooner. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10;

type UnavailableTexts = { title: string; description: string; retry: string; home: string };

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * The page a private path answers when the session cannot be checked because the backend is down or
 * slow: self-contained (no stylesheet, no script, no React), so it renders while nothing else can, and
 * 'Tentar novamente' is a plain link to the same URL that works without JavaScript. `retryHref` is the
 * request's own path and query.
 */
export function unavailablePageHtml(retryHref: string, t: UnavailableTexts = messages.unavailable): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} | Vitrine</title>
<style>
body{margin:0;min-height:100dvh;display:grid;place-items:center;font-family:system-ui,sans-serif;color:#1f2937;background:#fff}
main{max-width:28rem;padding:1.5rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{color:#4b5563;margin:0 0 1.5rem}
a{display:inline-block;margin:.25rem;padding:.625rem 1rem;border-radius:.75rem;font-weight:600;text-decoration:none}
.retry{background:#1565c0;color:#fff}
.home{color:#1565c0;border:1px solid #e5e7eb}
</style>
</head>
<body>
<main role="alert">
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.description)}</p>
<a class="retry" href="${escapeHtml(retryHref)}">${escapeHtml(t.retry)}</a>
<a class="home" href="/">${escapeHtml(t.home)}</a>
</main>
</body>
</html>
`;
}

/** HTTP 503 with the page above: never stored by a cache, and Retry-After for whoever asks again. */
export function unavailableResponse(url: URL): Response {
  return new Response(unavailablePageHtml(`${url.pathname}${url.search}`), {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-cache, no-store, must-revalidate, max-age=0",
      "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    },
  });
}
