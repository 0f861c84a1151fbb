import type { RateLimitRule } from '../rate-limit/rate-limit.service.js';

/**
 * Sized against the measured argon2id cost (22 ms of one core per verify, ~56 verifies/s on 2 cores; docs/performance.md):
 * per IP, 20 password checks a minute is under half a second of CPU a minute; per email, 10 attempts in 15 minutes
 * keeps online guessing of one account far below a useful rate.
 */
export const LIMITS = {
  loginIp: { name: 'login:ip', limit: 20, windowSeconds: 60 },
  loginEmail: { name: 'login:email', limit: 10, windowSeconds: 15 * 60 },
  signupIp: { name: 'signup:ip', limit: 10, windowSeconds: 60 * 60 },
  resetIp: { name: 'reset:ip', limit: 10, windowSeconds: 60 * 60 },
  resetEmail: { name: 'reset:email', limit: 3, windowSeconds: 60 * 60 },
  claimIp: { name: 'claim:ip', limit: 20, windowSeconds: 60 * 60 },
  claimEmail: { name: 'claim:email', limit: 10, windowSeconds: 15 * 60 },
  confirmationResend: { name: 'confirm:user', limit: 5, windowSeconds: 60 * 60 },
  guestIp: { name: 'guest:ip', limit: 30, windowSeconds: 60 * 60 },
  socialIp: { name: 'social:ip', limit: 30, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;
