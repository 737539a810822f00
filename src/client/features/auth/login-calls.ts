// What the login page sends, loaded when the form is first touched (login-page): the HTTP client and the
// contract's request builder are not part of the first download.
export { errorMessage, statusOf } from '../../lib/api'
export { login, me, signInWithPasskey } from './api'
export { PasskeyNotUsed } from '../../lib/passkey-ceremony'
