import { randomUUID } from "node:crypto";

import { expect, it } from "vitest";

import { asAfter, type Role, type SqlRunner } from "./sql-assertions";
import { attempt, clockAt, ids, newAccount, type Setup } from "./sql-pedidos-helpers";

// Advertisers' campaigns and ads (migration *_campanhas.sql): who reads and writes them, the status and
// date rules, the eligible-ads function the home calls, and the counting functions of its routes.

/** A Wednesday noon in São Paulo, years after the seed's campaigns (placed around the day the seed ran). */
const NOON = "2030-06-19 12:00-03";
const TODAY = "2030-06-19";
const day = (offset: number) => {
  const date = new Date(`${TODAY}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

const A = randomUUID();
const B = randomUUID();

type CampaignSpec = { status?: string; start?: number; end?: number; budget?: number; cpc?: number };

function campaignRow(id: string, owner: string, spec: CampaignSpec = {}): Setup[number] {
  return [
    `insert into public.campanhas (id, anunciante_id, nome, status, orcamento, cpc, data_inicio, data_fim)
     values ($1, $2, $8, $3, $4, $5, $6, $7)`,
    [
      id,
      owner,
      spec.status ?? "ativa",
      spec.budget ?? 100,
      spec.cpc ?? 0.5,
      day(spec.start ?? -5),
      day(spec.end ?? 5),
      `Campanha ${id.slice(0, 4)}`,
    ],
  ];
}

function adRow(id: string, campaign: string, owner: string, status = "ativo"): Setup[number] {
  return [
    `insert into public.anuncios (id, campanha_id, anunciante_id, titulo, descricao, url_destino, status)
     values ($1, $2, $3, 'Anúncio', 'Texto do anúncio', $5, $4)`,
    [id, campaign, owner, status, `https://marca.example/${id.slice(0, 8)}`],
  ];
}

/** Two advertisers (on the basic plan: no account row), each with a running campaign and one ad. */
function world() {
  const w = { campaignA: randomUUID(), adA: randomUUID(), campaignB: randomUUID(), adB: randomUUID() };
  const setup: Setup = [
    clockAt(NOON),
    ...newAccount(A, "anunciante"),
    ...newAccount(B, "anunciante"),
    campaignRow(w.campaignA, A),
    adRow(w.adA, w.campaignA, A),
    campaignRow(w.campaignB, B),
    adRow(w.adB, w.campaignB, B),
  ];
  return { ...w, setup };
}

function run<T>(db: SqlRunner, setup: Setup, role: Role, sub: string | null, work: () => Promise<T>) {
  return asAfter(db, setup, role, sub, work);
}

const impression = (db: SqlRunner, ad: string, view: string, origin = "origem-1") =>
  db.query<{ r: boolean }>("select public.registrar_impressao($1, $2, $3) as r", [ad, view, origin]);
const click = (db: SqlRunner, ad: string, view: string, origin = "origem-1") =>
  db.query<{ r: string | null }>("select public.registrar_clique($1, $2, $3) as r", [ad, view, origin]);
const figures = (db: SqlRunner, ad: string) =>
  db.query<{ impressoes: number; cliques: number; gasto: string }>(
    "select coalesce(sum(impressoes), 0)::int as impressoes, coalesce(sum(cliques), 0)::int as cliques, coalesce(sum(gasto), 0)::text as gasto from public.metricas_anuncio_dia where anuncio_id = $1",
    [ad],
  );
const eligible = async (db: SqlRunner) =>
  (await db.query<{ id: string }>("select id from public.anuncios_elegiveis()")).map((row) => row.id);

const PLANS = {
  basico: "e3b3e8a9-b938-47eb-8d35-5811ddfd766a", // 5 ads, R$ 19,90
  premium: "1eab1b86-2293-41b3-aac8-900cc7a4afa3", // 15 ads, R$ 49,90
  empresarial: "c5b34d12-1747-495d-85d2-c21cc7c65fc4", // unlimited, R$ 99,90 (the demo advertiser's)
  gratuitoLoja: "dd2876e7-c38c-4825-abd5-5c6d8791a836", // a store plan
};
const changePlan = (db: SqlRunner, plan: string) =>
  attempt<{ r: string }>(db, "select public.mudar_plano_anunciante($1) as r", [plan]);
const planOf = async (db: SqlRunner, user: string) =>
  (
    await db.query<{ plano_id: string }>("select plano_id from public.anunciantes where user_id = $1", [user])
  )[0]?.plano_id;
const changesOf = (db: SqlRunner) =>
  db.query<Record<string, string>>(
    "select plano_anterior, preco_anterior::text, plano_novo, preco_novo::text from public.trocas_plano_anunciante order by em",
  );

export function defineCampanhasAssertions(runner: () => SqlRunner): void {
  it("an advertiser changes plan at once; the change is kept with both fees, and a second tap changes nothing", async () => {
    const db = runner();
    const result = await asAfter(db, [clockAt(NOON)], "authenticated", ids.anunciante, async () => {
      const first = await changePlan(db, PLANS.premium);
      const again = await changePlan(db, PLANS.premium);
      return {
        first: first.rows,
        again: again.rows,
        plan: await planOf(db, ids.anunciante),
        changes: await changesOf(db),
      };
    });
    expect(result.first).toEqual([{ r: "mudou" }]);
    expect(result.again).toEqual([{ r: "mesmo" }]);
    expect(result.plan).toBe(PLANS.premium);
    expect(result.changes).toEqual([
      {
        plano_anterior: PLANS.empresarial,
        preco_anterior: "99.90",
        plano_novo: PLANS.premium,
        preco_novo: "49.90",
      },
    ]);
    // a new advertiser without an account row starts on Anúncio Básico and moves up
    const fresh = await asAfter(db, newAccount(A, "anunciante"), "authenticated", A, async () => ({
      r: (await changePlan(db, PLANS.empresarial)).rows,
      plan: await planOf(db, A),
    }));
    expect(fresh).toEqual({ r: [{ r: "mudou" }], plan: PLANS.empresarial });
  });

  it("refuses a store's plan, a plan off sale, and a plan the ads in use do not fit", async () => {
    const db = runner();
    const campaign = randomUUID();
    const sixAds: Setup = [
      clockAt(NOON),
      ...newAccount(A, "anunciante"),
      ["insert into public.anunciantes (user_id, plano_id) values ($1, $2)", [A, PLANS.premium]],
      campaignRow(campaign, A),
      ...Array.from({ length: 6 }, () => adRow(randomUUID(), campaign, A)),
    ];
    const result = await asAfter(db, sixAds, "authenticated", A, async () => ({
      store: (await changePlan(db, PLANS.gratuitoLoja)).error,
      small: (await changePlan(db, PLANS.basico)).error,
      plan: await planOf(db, A),
      changes: await changesOf(db),
    }));
    expect(result.store).toMatchObject({ message: "plano_indisponivel" });
    expect(result.small).toMatchObject({ message: "plano_pequeno", detail: "6", hint: "5" });
    expect(result.plan).toBe(PLANS.premium);
    expect(result.changes).toEqual([]);
    const offSale = await asAfter(
      db,
      [["update public.planos set ativo = false where id = $1", [PLANS.basico]]],
      "authenticated",
      ids.anunciante,
      async () => (await changePlan(db, PLANS.basico)).error,
    );
    expect(offSale).toMatchObject({ message: "plano_indisponivel" });
  });

  it("only an advertiser changes their plan, only through the function, and reads only their own changes", async () => {
    const db = runner();
    for (const sub of [ids.cliente, ids.empresa, ids.entregador, ids.admin, ids.superadmin]) {
      const refused = await asAfter(
        db,
        [],
        "authenticated",
        sub,
        async () => (await changePlan(db, PLANS.premium)).error,
      );
      expect(refused, sub).toMatchObject({ code: "42501", message: "apenas_anunciantes" });
    }
    const visitor = await asAfter(
      db,
      [],
      "anon",
      null,
      async () => (await changePlan(db, PLANS.premium)).error,
    );
    expect(visitor?.code).toBe("42501");
    const direct = await asAfter(db, [], "authenticated", ids.anunciante, async () => ({
      update: (
        await attempt(db, "update public.anunciantes set plano_id = $1 where user_id = $2", [
          PLANS.basico,
          ids.anunciante,
        ])
      ).error?.code,
      insert: (
        await attempt(
          db,
          "insert into public.trocas_plano_anunciante (anunciante_id, plano_anterior, preco_anterior, plano_novo, preco_novo) values ($1, $2, 0, $3, 0)",
          [ids.anunciante, PLANS.empresarial, PLANS.basico],
        )
      ).error?.code,
    }));
    expect(direct).toEqual({ update: "42501", insert: "42501" });
    const others = await asAfter(
      db,
      [
        ...newAccount(A, "anunciante"),
        [
          "insert into public.trocas_plano_anunciante (anunciante_id, plano_anterior, preco_anterior, plano_novo, preco_novo) values ($1, $2, 19.9, $3, 49.9)",
          [A, PLANS.basico, PLANS.premium],
        ],
      ],
      "authenticated",
      ids.anunciante,
      () => changesOf(db),
    );
    expect(others).toEqual([]);
  });

  it("an advertiser pays by Pix until they choose boleto, sets only their own row, and nothing but the two", async () => {
    const db = runner();
    const method = () =>
      db.query<{ forma_pagamento: string }>(
        "select forma_pagamento from public.anunciantes where user_id = $1",
        [ids.anunciante],
      );
    const result = await asAfter(
      db,
      newAccount(A, "anunciante"),
      "authenticated",
      ids.anunciante,
      async () => {
        const before = await method();
        const chosen = await db.query(
          "update public.anunciantes set forma_pagamento = 'boleto' where user_id = $1 returning forma_pagamento",
          [ids.anunciante],
        );
        const card = await attempt(
          db,
          "update public.anunciantes set forma_pagamento = 'cartao' where user_id = $1",
          [ids.anunciante],
        );
        const plan = await attempt(
          db,
          "update public.anunciantes set plano_id = plano_id where user_id = $1",
          [ids.anunciante],
        );
        const others = await db.query(
          "update public.anunciantes set forma_pagamento = 'boleto' where user_id = $1 returning user_id",
          [A],
        );
        const firstRow = await attempt(
          db,
          "insert into public.anunciantes (user_id, forma_pagamento) values ($1, 'boleto')",
          [A],
        );
        return {
          before,
          chosen,
          card: card.error?.code,
          plan: plan.error?.code,
          others,
          firstRow: firstRow.error?.code,
        };
      },
    );
    expect(result.before).toEqual([{ forma_pagamento: "pix" }]);
    expect(result.chosen).toEqual([{ forma_pagamento: "boleto" }]);
    expect(result.card).toBe("23514");
    expect(result.plan).toBe("42501");
    expect(result.others).toEqual([]);
    expect(result.firstRow).toBe("42501");
    // a new advertiser's first save of the billing screen inserts their own row, Pix or boleto
    const own = await asAfter(db, newAccount(A, "anunciante"), "authenticated", A, () =>
      db.query(
        "insert into public.anunciantes (user_id, forma_pagamento) values ($1, 'boleto') returning forma_pagamento",
        [A],
      ),
    );
    expect(own).toEqual([{ forma_pagamento: "boleto" }]);
  });

  it("an advertiser reads only their own campaigns and ads; another advertiser's are invisible and unchangeable", async () => {
    const db = runner();
    const w = world();
    const seen = await run(db, w.setup, "authenticated", A, async () => ({
      campaigns: await db.query<{ id: string }>("select id from public.campanhas"),
      ads: await db.query<{ id: string }>("select id from public.anuncios"),
      renamed: await db.query("update public.campanhas set nome = 'Minha' where id = $1 returning id", [
        w.campaignB,
      ]),
      adRenamed: await db.query("update public.anuncios set titulo = 'Meu' where id = $1 returning id", [
        w.adB,
      ]),
      intoOthers: await attempt(
        db,
        "insert into public.anuncios (campanha_id, titulo, descricao, url_destino) values ($1, 'X', 'Y', 'https://x.example')",
        [w.campaignB],
      ),
      ownFunctions: await db.query<{ id: string }>("select id from public.campanhas_do_anunciante()"),
    }));
    expect(seen.campaigns.map((row) => row.id)).toEqual([w.campaignA]);
    expect(seen.ads.map((row) => row.id)).toEqual([w.adA]);
    expect(seen.renamed).toEqual([]);
    expect(seen.adRenamed).toEqual([]);
    expect(seen.intoOthers.error?.code).toMatch(/^(23503|42501)$/);
    expect(seen.ownFunctions.map((row) => row.id)).toEqual([w.campaignA]);
  });

  it("an administrator reads every advertiser's campaigns and ads", async () => {
    const db = runner();
    const w = world();
    const seen = await run(db, w.setup, "authenticated", ids.admin, async () => ({
      campaigns: await db.query<{ id: string }>("select id from public.campanhas where id in ($1, $2)", [
        w.campaignA,
        w.campaignB,
      ]),
      ads: await db.query<{ id: string }>("select id from public.anuncios where id in ($1, $2)", [
        w.adA,
        w.adB,
      ]),
    }));
    expect(seen.campaigns).toHaveLength(2);
    expect(seen.ads).toHaveLength(2);
  });

  it("a visitor reads no table, only what the eligible-ads function returns, and cannot count", async () => {
    const db = runner();
    const w = world();
    const seen = await run(db, w.setup, "anon", null, async () => ({
      table: await attempt(db, "select id from public.campanhas"),
      ads: await attempt(db, "select id from public.anuncios"),
      eligible: await db.query<Record<string, unknown>>("select * from public.anuncios_elegiveis()"),
      count: await attempt(db, "select public.registrar_impressao($1, $2, 'x')", [w.adA, randomUUID()]),
      click: await attempt(db, "select public.registrar_clique($1, $2, 'x')", [w.adA, randomUUID()]),
    }));
    expect(seen.table.error?.code).toBe("42501");
    expect(seen.ads.error?.code).toBe("42501");
    expect(seen.eligible.map((row) => row.id).sort()).toEqual([w.adA, w.adB].sort());
    // no advertiser, figures or target URL leave through it
    expect(Object.keys(seen.eligible[0]!).sort()).toEqual(["descricao", "id", "imagem", "titulo"]);
    expect(seen.count.error?.code).toBe("42501");
    expect(seen.click.error?.code).toBe("42501");
  });

  it("a signed-in advertiser cannot count either (the routes count with the server's key)", async () => {
    const db = runner();
    const w = world();
    const tried = await run(db, w.setup, "authenticated", A, () =>
      attempt(db, "select public.registrar_clique($1, $2, 'x')", [w.adA, randomUUID()]),
    );
    expect(tried.error?.code).toBe("42501");
  });

  it.each([
    ["pauses an active campaign", "ativa", 5, "pausada", { status: "pausada" }],
    ["activates a paused campaign", "pausada", 5, "ativa", { status: "ativa" }],
    [
      "refuses to activate a finished campaign (past its end date)",
      "pausada",
      -1,
      "ativa",
      "campanha_finalizada",
    ],
    ["refuses to pause a finished campaign", "ativa", -1, "pausada", "campanha_finalizada"],
    ["refuses a status that is not a move", "ativa", 5, "finalizada", "status_invalido"],
  ])("'Pausar'/'Ativar' %s", async (_label, from, end, to, outcome) => {
    const db = runner();
    const campaign = randomUUID();
    const setup: Setup = [
      clockAt(NOON),
      ...newAccount(A, "anunciante"),
      campaignRow(campaign, A, { status: from, start: -10, end }),
    ];
    const result = await run(db, setup, "authenticated", A, () =>
      attempt<{ r: { status: string } }>(db, "select public.mudar_status_campanha($1, $2) as r", [
        campaign,
        to,
      ]),
    );
    if (typeof outcome === "string") expect(result.error).toMatchObject({ code: "P0001", message: outcome });
    else expect(result.rows?.[0]?.r).toMatchObject(outcome);
  });

  it("nobody moves another advertiser's campaign, nor writes a status directly", async () => {
    const db = runner();
    const w = world();
    const seen = await run(db, w.setup, "authenticated", B, async () => ({
      other: await attempt(db, "select public.mudar_status_campanha($1, 'pausada')", [w.campaignA]),
      direct: await attempt(db, "update public.campanhas set status = 'pausada' where id = $1", [
        w.campaignB,
      ]),
    }));
    expect(seen.other.error).toMatchObject({ code: "P0001", message: "campanha_nao_encontrada" });
    expect(seen.direct.error?.code).toBe("42501");
  });

  it.each([
    ["a new campaign starting today", 0, 10, null],
    ["a new campaign starting yesterday", -1, 10, "inicio_no_passado"],
    ["a new campaign ending on its start day", 2, 2, "23514"],
    ["a new campaign ending before it starts", 3, 2, "23514"],
  ])("'Nova campanha': %s", async (_label, start, end, outcome) => {
    const db = runner();
    const setup: Setup = [clockAt(NOON), ...newAccount(A, "anunciante")];
    const result = await run(db, setup, "authenticated", A, () =>
      attempt<{ anunciante_id: string; status: string }>(
        db,
        "insert into public.campanhas (nome, orcamento, data_inicio, data_fim) values ('Nova', 50, $1, $2) returning anunciante_id, status",
        [day(start), day(end)],
      ),
    );
    if (outcome === null) expect(result.rows?.[0]).toEqual({ anunciante_id: A, status: "ativa" });
    else if (outcome === "23514") expect(result.error?.code).toBe("23514");
    else expect(result.error).toMatchObject({ code: "P0001", message: outcome });
  });

  it.each([
    ["a running campaign's budget and end", { end: 5 }, `orcamento = 200, data_fim = '${day(9)}'`, null],
    ["a running campaign's end moved into the past", { end: 5 }, `data_fim = '${day(-2)}'`, "fim_no_passado"],
    [
      "a running campaign's start moved into the past",
      { start: 2, end: 5 },
      `data_inicio = '${day(-2)}'`,
      "inicio_no_passado",
    ],
    ["a finished campaign", { start: -10, end: -1 }, "orcamento = 200", "campanha_finalizada"],
    ["a budget of zero", { end: 5 }, "orcamento = 0", "23514"],
  ])("'Editar': %s", async (_label, spec, assignment, outcome) => {
    const db = runner();
    const campaign = randomUUID();
    const setup: Setup = [clockAt(NOON), ...newAccount(A, "anunciante"), campaignRow(campaign, A, spec)];
    const result = await run(db, setup, "authenticated", A, () =>
      attempt(db, `update public.campanhas set ${assignment} where id = $1 returning id`, [campaign]),
    );
    if (outcome === null) expect(result.rows).toHaveLength(1);
    else if (outcome === "23514") expect(result.error?.code).toBe("23514");
    else expect(result.error).toMatchObject({ code: "P0001", message: outcome });
  });

  it.each([
    ["a running campaign's active ad", {}, "ativo", true],
    ["a paused ad", {}, "pausado", false],
    ["a paused campaign's ad", { status: "pausada" }, "ativo", false],
    ["an expired campaign's ad", { start: -10, end: -1 }, "ativo", false],
    ["a future campaign's ad", { start: 1, end: 10 }, "ativo", false],
    ["on the campaign's first day", { start: 0, end: 3 }, "ativo", true],
    ["on the campaign's last day", { start: -3, end: 0 }, "ativo", true],
  ])("eligible for the home and counted: %s -> %s", async (_label, spec, adStatus, shown) => {
    const db = runner();
    const campaign = randomUUID();
    const ad = randomUUID();
    const setup: Setup = [
      clockAt(NOON),
      ...newAccount(A, "anunciante"),
      campaignRow(campaign, A, spec),
      adRow(ad, campaign, A, adStatus),
    ];
    const seen = await run(db, setup, "service_role", null, async () => ({
      eligible: (await eligible(db)).includes(ad),
      counted: (await impression(db, ad, randomUUID()))[0]?.r,
      figures: (await figures(db, ad))[0],
    }));
    expect(seen.eligible).toBe(shown);
    expect(seen.counted).toBe(shown);
    expect(seen.figures?.impressoes).toBe(shown ? 1 : 0);
  });

  it("an impression counts once per page view", async () => {
    const db = runner();
    const w = world();
    const viewOne = randomUUID();
    const seen = await run(db, w.setup, "service_role", null, async () => ({
      first: (await impression(db, w.adA, viewOne))[0]?.r,
      again: (await impression(db, w.adA, viewOne))[0]?.r,
      otherView: (await impression(db, w.adA, randomUUID()))[0]?.r,
      figures: (await figures(db, w.adA))[0],
    }));
    expect(seen).toEqual({
      first: true,
      again: false,
      otherView: true,
      figures: { impressoes: 2, cliques: 0, gasto: "0.00" },
    });
  });

  it("a click answers the ad's own URL, counts once per view (with its impression) and costs the CPC", async () => {
    const db = runner();
    const w = world();
    const view = randomUUID();
    const seen = await run(db, w.setup, "service_role", null, async () => ({
      url: (await click(db, w.adA, view))[0]?.r,
      again: (await click(db, w.adA, view))[0]?.r,
      unknown: (await click(db, randomUUID(), view))[0]?.r,
      figures: (await figures(db, w.adA))[0],
    }));
    expect(seen.url).toBe(`https://marca.example/${w.adA.slice(0, 8)}`);
    expect(seen.again).toBe(seen.url);
    expect(seen.unknown).toBeNull();
    expect(seen.figures).toEqual({ impressoes: 1, cliques: 1, gasto: "0.50" });
  });

  it("spent never passes the budget: the last click pays what is left, then the ad leaves the home", async () => {
    const db = runner();
    const campaign = randomUUID();
    const ad = randomUUID();
    const setup: Setup = [
      clockAt(NOON),
      ...newAccount(A, "anunciante"),
      campaignRow(campaign, A, { budget: 1, cpc: 0.6 }),
      adRow(ad, campaign, A),
    ];
    const seen = await run(db, setup, "service_role", null, async () => {
      await click(db, ad, randomUUID());
      await click(db, ad, randomUUID());
      const spentOut = await eligible(db);
      const third = (await click(db, ad, randomUUID()))[0]?.r;
      return { spentOut, third, figures: (await figures(db, ad))[0] };
    });
    expect(seen.figures).toEqual({ impressoes: 2, cliques: 2, gasto: "1.00" });
    expect(seen.spentOut).not.toContain(ad);
    // the visitor still reaches the advertiser; nothing more is counted or charged
    expect(seen.third).toMatch(/^https:\/\/marca\.example\//);
  });

  it("one address counts at most 30 impressions of an ad and 10 clicks an hour (a script cannot inflate them)", async () => {
    const db = runner();
    const w = world();
    const seen = await run(db, w.setup, "service_role", null, async () => {
      let impressions = 0;
      for (let i = 0; i < 31; i++)
        if ((await impression(db, w.adB, randomUUID(), "robo"))[0]?.r) impressions++;
      for (let i = 0; i < 11; i++) await click(db, w.adA, randomUUID(), "robo");
      const fromElsewhere = (await impression(db, w.adB, randomUUID(), "outra"))[0]?.r;
      return { impressions, fromElsewhere, clicks: (await figures(db, w.adA))[0]?.cliques };
    });
    expect(seen).toEqual({ impressions: 30, fromElsewhere: true, clicks: 10 });
  });

  it("the basic plan's 5 ads: a sixth is refused, an ad of a finished campaign frees its place", async () => {
    const db = runner();
    const running = randomUUID();
    const finished = randomUUID();
    const setup: Setup = [
      clockAt(NOON),
      ...newAccount(A, "anunciante"),
      campaignRow(running, A),
      campaignRow(finished, A, { start: -20, end: -1 }),
      adRow(randomUUID(), finished, A),
      ...Array.from({ length: 4 }, () => adRow(randomUUID(), running, A)),
    ];
    const insert = () =>
      attempt(
        db,
        "insert into public.anuncios (campanha_id, titulo, descricao, url_destino) values ($1, 'Novo', 'Texto', 'https://x.example') returning id",
        [running],
      );
    const seen = await run(db, setup, "authenticated", A, async () => ({
      fifth: await insert(),
      sixth: await insert(),
    }));
    expect(seen.fifth.rows).toHaveLength(1);
    expect(seen.sixth.error).toMatchObject({ code: "P0001", message: "limite_anuncios", detail: "5" });
  });

  it("the basic plan's 1000 impressions a month: past them the advertiser's ads leave the home", async () => {
    const db = runner();
    const w = world();
    const setup: Setup = [
      ...w.setup,
      [
        "insert into public.metricas_anuncio_dia (anuncio_id, dia, impressoes) values ($1, $2, 999)",
        [w.adA, day(-1)],
      ],
    ];
    const seen = await run(db, setup, "service_role", null, async () => ({
      before: (await eligible(db)).includes(w.adA),
      last: (await impression(db, w.adA, randomUUID()))[0]?.r,
      after: (await eligible(db)).includes(w.adA),
      other: (await eligible(db)).includes(w.adB),
    }));
    expect(seen).toEqual({ before: true, last: true, after: false, other: true });
  });

  it("the advertiser's totals agree: campaigns, ads and the year's report add up the same counts", async () => {
    const db = runner();
    const w = world();
    const setup: Setup = [
      ...w.setup,
      [
        "insert into public.metricas_anuncio_dia (anuncio_id, dia, impressoes, cliques, gasto) values ($1, $2, 400, 12, 6), ($1, $3, 100, 3, 1.5)",
        [w.adA, day(-2), day(0)],
      ],
      [
        "insert into public.metricas_anuncio_dia (anuncio_id, dia, impressoes, cliques, gasto) values ($1, $2, 50, 1, 0.5)",
        [w.adB, day(0)],
      ],
    ];
    const seen = await run(db, setup, "authenticated", A, async () => ({
      campaigns: await db.query<{ impressoes: string; cliques: string; gasto: string }>(
        "select sum(impressoes)::text as impressoes, sum(cliques)::text as cliques, sum(gasto)::text as gasto from public.campanhas_do_anunciante()",
      ),
      ads: await db.query<{ impressoes: string; cliques: string; gasto: string }>(
        "select sum(impressoes)::text as impressoes, sum(cliques)::text as cliques, sum(gasto)::text as gasto from public.anuncios_do_anunciante()",
      ),
      week: (
        await db.query<{ r: Record<string, unknown> }>("select public.relatorio_anunciante('week') as r")
      )[0]?.r,
      year: (
        await db.query<{ r: Record<string, unknown> }>("select public.relatorio_anunciante('year') as r")
      )[0]?.r,
      month: await db.query<{ mes: string; impressoes: string }>(
        "select mes::text, impressoes::text from public.extrato_anunciante()",
      ),
      badPeriod: await attempt(db, "select public.relatorio_anunciante('decade')"),
    }));
    const totals = { impressoes: "500", cliques: "15", gasto: "7.50" };
    expect(seen.campaigns[0]).toEqual(totals);
    expect(seen.ads[0]).toEqual(totals);
    expect(seen.year).toMatchObject({ impressoes: 500, cliques: 15, gasto: 7.5, ate: TODAY });
    expect(seen.week).toMatchObject({ de: day(-6), ate: TODAY, impressoes: 500 });
    const days = seen.week?.dias as { dia: string; impressoes: number }[];
    expect(days).toHaveLength(7);
    expect(days.filter((d) => d.impressoes > 0).map((d) => [d.dia, d.impressoes])).toEqual([
      [day(-2), 400],
      [day(0), 100],
    ]);
    expect(seen.month).toEqual([{ mes: "2030-06-01", impressoes: "500" }]);
    expect(seen.badPeriod.error).toMatchObject({ code: "P0001", message: "periodo_invalido" });
  });
}
