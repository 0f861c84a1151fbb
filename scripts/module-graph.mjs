#!/usr/bin/env node
// `pnpm graph`: prints the API's module graph (which module uses which; tests left out) as a Mermaid
// diagram, the one docs/architecture.md shows. `pnpm graph --check` fails when two modules depend on each
// other, directly or round a longer cycle (part of `npm test`).
import { cruise } from 'dependency-cruiser';
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

if (process.argv.includes('--check')) {
  const cycle = findCycle();
  if (cycle) {
    console.error(`API modules depend on each other in a cycle: ${cycle.join(' -> ')}`);
    process.exit(1);
  }
  console.log(`The API module graph has no cycle (${graph.size} modules).`);
} else {
  const id = (name) => name.replace(/-/g, '_');
  const lines = ['```mermaid', 'graph LR'];
  for (const name of [...graph.keys()].sort()) {
    const targets = [...graph.get(name)].sort();
    if (targets.length === 0) lines.push(`  ${id(name)}[${name}]`);
    for (const target of targets) lines.push(`  ${id(name)}[${name}] --> ${id(target)}[${target}]`);
  }
  lines.push('```');
  console.log(lines.join('\n'));
}
