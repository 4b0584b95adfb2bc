/**
 * `npm run bench`: every benchmark in one run, printed as tables. Needs a production build (`npm run build`);
 * every server it starts listens on 127.0.0.1 and is stopped before it exits.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { reportBudgets } from "./budgets";

type Figures = Record<string, string | number>;
// a bench that prints its own tables (several, wider than "medida/valor") returns nothing
type Bench = { title: string; run: () => Promise<Figures | void> };

const distDir = process.env.NEXT_DIST_DIR || ".next";

async function main() {
  const benches: Bench[] = [
    { title: "Backend embutido (PGlite)", run: async () => (await import("./backend")).benchBackend() },
    // 1× and a generated city side by side; the pages' rows only with a production build
    {
      title: "Escala: seed (1×) e uma cidade inteira",
      run: async () => (await import("./scale")).benchScale(),
    },
  ];
  if (existsSync(join(distDir, "BUILD_ID"))) {
    benches.push(
      { title: "Páginas públicas", run: async () => (await import("./pages")).benchPages({}) },
      {
        title: "Carga: páginas e logins ao mesmo tempo",
        run: async () => (await import("./load")).benchLoad(),
      },
      { title: "Guarda de rotas (proxy.ts)", run: async () => (await import("./guard")).benchGuard({}) },
      {
        title: "Ao vivo: de uma mudança de pedido à tela do outro lado",
        run: async () => (await import("./live")).benchLive(),
      },
      // last: the longest (a bare Next.js build, 3 Lighthouse runs per page) and the one needing Chromium
      {
        title: "Lighthouse e metas: páginas públicas ao lado de uma página Next.js mínima",
        run: async () => {
          const { benchLighthouse, printLighthouseReport } = await import("./lighthouse");
          printLighthouseReport(await benchLighthouse({}));
        },
      },
    );
  } else {
    console.warn(
      `Sem build de produção em ${distDir}: rode \`npm run build\` para medir páginas, guarda e Lighthouse.`,
    );
  }
  for (const bench of benches) {
    console.log(`\n## ${bench.title}`);
    const figures = await bench.run();
    if (figures) console.table(Object.entries(figures).map(([medida, valor]) => ({ medida, valor })));
  }
  // every bench records its budgets with check() (bench/budgets.ts); a miss fails the run after all tables print
  return reportBudgets();
}

main().then(
  (missed) => process.exit(missed > 0 ? 1 : 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
