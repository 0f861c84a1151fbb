/** How a project takes gifts (gift.ts reads it from here). */
export type { GiftType } from '../constants/index.js';
