"use client";

import Link from "next/link";
import { useEffect, useState } from "react";

type ErrorTexts = { title: string; description: string; retry: string; home: string };

// Replaces the root layout when it fails, so no provider or stylesheet is available: read the catalogue
// directly and style inline. The catalogue loads only when this screen shows, never with every page.
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const [t, setTexts] = useState<ErrorTexts | null>(null);
  useEffect(() => {
    let active = true;
    void import("@/messages/pt-BR.json").then((messages) => {
      if (active) setTexts(messages.default.error);
    });
    return () => {
      active = false;
    };
  }, []);
  if (!t)
    return (
      <html lang="pt-BR">
        <body />
      </html>
    );
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
