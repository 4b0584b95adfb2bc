"use client";

import Link from "next/link";

import messages from "@/messages/pt-BR.json";

// Replaces the root layout when it fails, so no provider or stylesheet is available: read the catalogue
// directly and style inline.
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const t = messages.error;
  return (
    <html lang="pt-BR">
      <body
        style={{
          margin: 0,
          fontFamily: "system-ui, sans-serif",
          color: "#1f2937",
          display: "grid",
          placeItems: "center",
          minHeight: "100dvh",
        }}
      >
        <title>{t.title}</title>
        <main role="alert" style={{ textAlign: "center", padding: 24, maxWidth: 420 }}>
          <h1 style={{ fontSize: 24 }}>{t.title}</h1>
          <p style={{ color: "#4b5563" }}>{t.description}</p>
          <div style={{ display: "flex", gap: 12, justifyContent: "center" }}>
            <button
              type="button"
              onClick={() => retry()}
              style={{
                background: "#1E88E5",
                color: "#fff",
                border: 0,
                borderRadius: 8,
                padding: "10px 16px",
                fontWeight: 600,
                cursor: "pointer",
              }}
            >
              {t.retry}
            </button>
            <Link href="/" style={{ color: "#1E88E5", padding: "10px 16px", fontWeight: 600 }}>
              {t.home}
            </Link>
          </div>
        </main>
      </body>
    </html>
  );
}
