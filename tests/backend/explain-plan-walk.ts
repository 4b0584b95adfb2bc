/** One node of `EXPLAIN (FORMAT JSON)`'s plan tree (only the fields the EXPLAIN test reads). */
export type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
};

/** The big tables `plan` reads with a sequential scan, anywhere in the tree (subplans and CTEs included). */
export function seqScansOf(plan: PlanNode, bigTables: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (node: PlanNode) => {
    const table = node["Relation Name"];
    if (node["Node Type"] === "Seq Scan" && table && bigTables.includes(table)) found.push(table);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return found;
}
