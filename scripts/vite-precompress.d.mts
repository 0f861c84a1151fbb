import type { Plugin } from 'vite';

/** Writes a brotli (.br) and a gzip (.gz) twin of each compressible built asset over 1 KB. */
export function precompress(): Plugin;
