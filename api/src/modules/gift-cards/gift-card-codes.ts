import { randomBytes } from 'node:crypto';
import { GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_LENGTH } from '@storyfund/shared/constants';

/**
 * A new code: GIFT_CARD_CODE_LENGTH symbols drawn uniformly from the 31-symbol alphabet with
 * crypto.randomBytes (bytes of 248 and up are dropped, so no symbol is likelier than another): about 79
 * bits. Stored normalised; shown with formatGiftCardCode.
 */
export function generateGiftCardCode(): string {
  const size = GIFT_CARD_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < GIFT_CARD_CODE_LENGTH) {
    for (const byte of randomBytes(GIFT_CARD_CODE_LENGTH * 2)) {
      if (byte < limit && code.length < GIFT_CARD_CODE_LENGTH) code += GIFT_CARD_CODE_ALPHABET[byte % size];
    }
  }
  return code;
}
