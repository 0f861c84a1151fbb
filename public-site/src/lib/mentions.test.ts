import { describe, expect, it } from 'vitest';
import { messageParts } from './mentions';

describe('messageParts: mentions in timeline messages', () => {
  it('links the mentions the API stored, with their stored names', () => {
    expect(messageParts('Thanks @[Dana](user:7) and @[Tom B](user:8)!', [{ user_id: 7, name: 'Dana Donor', is_dedicatee: false }])).toEqual(
      [
        { kind: 'text', text: 'Thanks ' },
        { kind: 'mention', userId: 7, name: 'Dana Donor' },
        { kind: 'text', text: ' and @Tom B!' },
      ],
    );
  });

  it('leaves a message without mentions as it is', () => {
    expect(messageParts('Hello (user:1) [x]', [])).toEqual([{ kind: 'text', text: 'Hello (user:1) [x]' }]);
  });
});
