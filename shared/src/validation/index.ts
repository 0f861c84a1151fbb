export * from './category.js';
export * from './email.js';
export * from './field-errors.js';
export * from './numbers.js';
export * from './text.js';
export * from './video-link.js';
export * from './project.js';
