#!/usr/bin/env node
// `pnpm graph`: prints the API's module graph (which module uses which, tests left out) as a Mermaid
// diagram, the one docs/architecture.md shows. The arrows point from a module to what it uses; the
// architecture rules (.dependency-cruiser.cjs) keep the graph free of cycles.
import { cruise } from 'dependency-cruiser';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const MODULE = /^api\/src\/modules\/([^/]+)\//;
const TESTS = /(\.test\.ts$|\/test-support\/)/;

const result = await cruise(['api/src/modules'], {
  tsPreCompilationDeps: true,
  doNotFollow: { path: 'node_modules' },
  exclude: { path: '(node_modules|\\.test\\.ts$|/test-support/)' },
  includeOnly: '^api/src/modules/',
});

const edges = new Map();
const modules = new Set();
for (const source of result.output.modules) {
  const from = MODULE.exec(source.source)?.[1];
  if (!from || TESTS.test(source.source)) continue;
  modules.add(from);
  for (const dep of source.dependencies) {
    const to = MODULE.exec(dep.resolved)?.[1];
    if (!to || to === from || TESTS.test(dep.resolved)) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}

const id = (name) => name.replace(/-/g, '_');
const lines = ['```mermaid', 'graph LR'];
for (const name of [...modules].sort()) {
  const targets = [...(edges.get(name) ?? [])].sort();
  if (targets.length === 0) lines.push(`  ${id(name)}[${name}]`);
  for (const target of targets) lines.push(`  ${id(name)}[${name}] --> ${id(target)}[${target}]`);
}
lines.push('```');
console.log(lines.join('\n'));
