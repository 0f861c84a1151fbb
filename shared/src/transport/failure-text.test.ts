import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, postFailureMessage, renderFieldErrors, uploadFailureMessage } from './failure-text.js';

describe('renderFieldErrors: "each key followed by its messages joined with commas, keys joined with commas"', () => {
  it('renders key, a space, the messages joined by commas; keys joined by commas', () => {
    expect(renderFieldErrors({ email: ['is taken', 'is bad'], password: ['too short'] })).toBe('email is taken,is bad,password too short');
  });

  it('leaves out fields without messages', () => {
    expect(renderFieldErrors({ email: [], name: ["can't be blank"] })).toBe("name can't be blank");
    expect(renderFieldErrors({})).toBe('');
  });
});

describe('fieldErrorsOf', () => {
  it('normalises a single string to a one-item list', () => {
    expect(fieldErrorsOf({ errors: { email: 'is taken', name: ['a', 1] } })).toEqual({
      email: ['is taken'],
      name: ['a'],
    });
  });

  it('is undefined when there is no errors object', () => {
    expect(fieldErrorsOf({ message: 'x' })).toBeUndefined();
    expect(fieldErrorsOf('text')).toBeUndefined();
  });
});

describe('postFailureMessage: POST and DELETE failure text, in order', () => {
  const all = { error: 'Card declined', message: 'Payment failed', errors: { card: ['is invalid'] } };

  it('1. the error field comes first', () => {
    expect(postFailureMessage(all, 'Unprocessable Entity')).toBe('Card declined');
  });

  it("1. an error object's message is used", () => {
    expect(postFailureMessage({ error: { message: 'Insufficient funds', code: 'x' } }, 'Bad Request')).toBe('Insufficient funds');
  });

  it('2. the message field when there is no usable error field', () => {
    expect(postFailureMessage({ message: 'Payment failed', errors: all.errors }, 'Bad Request')).toBe('Payment failed');
    expect(postFailureMessage({ error: { code: 'x' }, message: 'Payment failed' }, 'Bad Request')).toBe('Payment failed');
    expect(postFailureMessage({ error: '', message: 'Payment failed' }, 'Bad Request')).toBe('Payment failed');
  });

  it('3. the errors object, rendered', () => {
    const body = { errors: { email: ['is taken', 'is bad'], password: ['too short'] } };
    expect(postFailureMessage(body, 'Unprocessable Entity')).toBe('email is taken,is bad,password too short');
  });

  it('4. the HTTP status text', () => {
    expect(postFailureMessage({ errors: {} }, 'Conflict')).toBe('Conflict');
    expect(postFailureMessage('<html>oops</html>', 'Bad Gateway')).toBe('Bad Gateway');
    expect(postFailureMessage(null, 'Internal Server Error')).toBe('Internal Server Error');
  });
});

describe('uploadFailureMessage: "message or status text, combined with the error field when present"', () => {
  it('message combined with the error field', () => {
    expect(uploadFailureMessage({ message: 'Upload failed', error: 'File too large' }, 'Payload Too Large')).toBe(
      'Upload failed: File too large',
    );
  });

  it('status text combined with the error field when there is no message', () => {
    expect(uploadFailureMessage({ error: 'File too large' }, 'Payload Too Large')).toBe('Payload Too Large: File too large');
  });

  it('message alone, then status text alone', () => {
    expect(uploadFailureMessage({ message: 'Upload failed' }, 'Bad Request')).toBe('Upload failed');
    expect(uploadFailureMessage(null, 'Bad Request')).toBe('Bad Request');
  });
});
