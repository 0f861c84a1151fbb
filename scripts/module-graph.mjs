#!/usr/bin/env node
// `pnpm graph`: prints the API's module graph (which module uses which; tests left out) as a Mermaid
// diagram, the one docs/architecture.md shows. `pnpm graph --check` fails when two modules depend on each
// other, directly or round a longer cycle, or when docs/architecture.md no longer shows the graph (part of
// `npm test`); `pnpm graph --write` updates the docs.
import { cruise } from 'dependency-cruiser';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const MODULE = /^api\/src\/modules\/([^/]+)\//;

const result = await cruise(['api/src/modules'], {
  tsPreCompilationDeps: true,
  doNotFollow: { path: 'node_modules' },
  exclude: { path: '(node_modules|\\.test\\.ts$|/test-support/)' },
  includeOnly: '^api/src/modules/',
});

/** module -> the modules it imports */
const graph = new Map();
for (const source of result.output.modules) {
  const from = MODULE.exec(source.source)?.[1];
  if (!from) continue;
  if (!graph.has(from)) graph.set(from, new Set());
  for (const dep of source.dependencies) {
    const to = MODULE.exec(dep.resolved)?.[1];
    if (to && to !== from) graph.get(from).add(to);
  }
}

/** The first cycle found (as a path of module names), or undefined. */
function findCycle() {
  const state = new Map();
  const stack = [];
  const visit = (name) => {
    state.set(name, 'open');
    stack.push(name);
    for (const next of [...(graph.get(name) ?? [])].sort()) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(name, 'done');
    return undefined;
  };
  for (const name of [...graph.keys()].sort()) {
    if (!state.has(name)) {
      const found = visit(name);
      if (found) return found;
    }
  }
  return undefined;
}

function mermaid() {
  const id = (name) => name.replace(/-/g, '_');
  const lines = ['```mermaid', 'graph LR'];
  for (const name of [...graph.keys()].sort()) {
    const targets = [...graph.get(name)].sort();
    if (targets.length === 0) lines.push(`  ${id(name)}[${name}]`);
    for (const target of targets) lines.push(`  ${id(name)}[${name}] --> ${id(target)}[${target}]`);
  }
  lines.push('```');
  return lines.join('\n');
}

/** docs/architecture.md shows the graph in the first mermaid block after its "## Module graph" heading. */
const DOC = path.join(root, 'docs/architecture.md');
const DOC_BLOCK = /(## Module graph[\s\S]*?)```mermaid\n[\s\S]*?```/;

if (process.argv.includes('--check')) {
  const cycle = findCycle();
  if (cycle) {
    console.error(`API modules depend on each other in a cycle: ${cycle.join(' -> ')}`);
    process.exit(1);
  }
  const shown = DOC_BLOCK.exec(fs.readFileSync(DOC, 'utf8'))?.[0];
  if (!shown?.endsWith(mermaid())) {
    console.error('docs/architecture.md "Module graph" no longer shows the API module graph: run `pnpm graph --write`.');
    process.exit(1);
  }
  console.log(`The API module graph has no cycle (${graph.size} modules), and docs/architecture.md shows it.`);
} else if (process.argv.includes('--write')) {
  const doc = fs.readFileSync(DOC, 'utf8');
  if (!DOC_BLOCK.test(doc)) throw new Error('docs/architecture.md has no "## Module graph" section with a mermaid block');
  fs.writeFileSync(
    DOC,
    doc.replace(DOC_BLOCK, (_all, heading) => `${heading}${mermaid()}`),
  );
  console.log('docs/architecture.md "Module graph" updated.');
} else {
  console.log(mermaid());
}
