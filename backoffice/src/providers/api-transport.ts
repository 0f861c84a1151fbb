/** The back-office's one HTTP client: the shared transport, authenticated by the session cookies. */
import { createTransport } from '@storyfund/shared/transport';
import { cookieSession, credentialsOf } from './session-cookies.js';

export const apiTransport = createTransport({ getCredentials: credentialsOf(cookieSession) });
