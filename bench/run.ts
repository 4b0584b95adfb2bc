/**
 * `npm run bench`: every benchmark in one run, printed as tables. Needs a production build (`npm run build`);
 * every server it starts listens on 127.0.0.1 and is stopped before it exits.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";

type Figures = Record<string, string | number>;
type Bench = { title: string; run: () => Promise<Figures> };

const distDir = process.env.NEXT_DIST_DIR || ".next";

async function main() {
  const benches: Bench[] = [
    { title: "Backend embutido (PGlite)", run: async () => (await import("./backend")).benchBackend() },
  ];
  if (existsSync(join(distDir, "BUILD_ID"))) {
    benches.push(
      { title: "Páginas públicas", run: async () => (await import("./pages")).benchPages({}) },
      {
        title: "Carga: páginas e logins ao mesmo tempo",
        run: async () => (await import("./load")).benchLoad(),
      },
      { title: "Guarda de rotas (proxy.ts)", run: async () => (await import("./guard")).benchGuard({}) },
    );
  } else {
    console.warn(`Sem build de produção em ${distDir}: rode \`npm run build\` para medir páginas e guarda.`);
  }
  for (const bench of benches) {
    console.log(`\n## ${bench.title}`);
    const figures = await bench.run();
    console.table(Object.entries(figures).map(([medida, valor]) => ({ medida, valor })));
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
