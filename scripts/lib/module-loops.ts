/**
 * Loops between modules (issue 26): dependency-cruiser finds import cycles between files, but two
 * modules can depend on each other through files that never form a file cycle (users → cards →
 * notifications → users). Here each file is mapped to its module and the module graph's strongly
 * connected components with more than one module are the loops.
 */

/** The module a file belongs to, or undefined for files outside every module. */
export type ModuleOf = (file: string) => string | undefined;

/**
 * The modules the build checks for loops: in the API and the web app a module or feature
 * (`modules/<name>`, `features/<name>`), any other folder (`lib`, `plugins`, `components`,
 * `server`…) or file of `src` on its own (`app.ts`, `config.ts`, `main.tsx`); otherwise a
 * workspace (`apps/<name>`, `packages/<name>`).
 */
export const moduleOf: ModuleOf = (file) => {
  const inApp = /^apps\/(api|web)\/(?:src\/)?(?:(?:modules|features)\/)?([^/.]+)/.exec(file);
  if (inApp) return `${inApp[1]}/${inApp[2]}`;
  const workspace = /^(apps|packages)\/([^/]+)\//.exec(file);
  return workspace ? `${workspace[1]}/${workspace[2]}` : undefined;
};

/**
 * The loops among modules: each is a list of modules that all reach each other, sorted, one
 * example path of files per step beside it so the message says which import to move.
 */
export function findModuleLoops(
  edges: readonly { from: string; to: string }[],
  keyOf: ModuleOf = moduleOf,
): { modules: string[]; imports: string[] }[] {
  const graph = new Map<string, Map<string, string>>();
  for (const { from, to } of edges) {
    const a = keyOf(from);
    const b = keyOf(to);
    if (!a || !b || a === b) continue;
    const targets = graph.get(a) ?? new Map<string, string>();
    if (!targets.has(b)) targets.set(b, `${from} → ${to}`);
    graph.set(a, targets);
    if (!graph.has(b)) graph.set(b, new Map());
  }
  // Tarjan's strongly connected components.
  let index = 0;
  const indices = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!indices.has(next)) {
        connect(next);
        lowlinks.set(node, Math.min(lowlinks.get(node)!, lowlinks.get(next)!));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node)!, indices.get(next)!));
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return components.map((modules) => ({
    modules,
    imports: modules.flatMap((a) =>
      [...(graph.get(a) ?? [])].filter(([b]) => modules.includes(b)).map(([, example]) => example),
    ),
  }));
}
