"use client";

import messages from "@/messages/pt-BR.json";

// Replaces the root layout when it fails, so no provider is available: read the catalogue directly.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = messages.error;
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: "system-ui, sans-serif", display: "grid", placeItems: "center", minHeight: "100dvh" }}>
        <main role="alert" style={{ textAlign: "center", padding: 24 }}>
          <h1>{t.title}</h1>
          <p>{t.description}</p>
          <button type="button" onClick={reset}>
            {t.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
