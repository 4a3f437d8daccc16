// Size limits shared by the forms and the server, defined once.
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** Images one user may upload per minute unless UPLOADS_PER_MINUTE says otherwise. */
export const DEFAULT_UPLOADS_PER_MINUTE = 120;
export const CODE_MAX = 64;
export const NAME_MAX = 200;
export const SHORT_TEXT_MAX = 500;
export const LONG_TEXT_MAX = 10_000;
export const MAX_ROWS = 100;
export const MAX_LINKED_RECORDS = 50;
/** New passwords (OWASP ASVS 5.0 §6.2): 12 to 128 characters, counted as Unicode code points. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
/** Sign-in takes longer passwords than a new one may have, so passwords set under older rules still work. */
export const LOGIN_PASSWORD_MAX = 1024;
export const EMAIL_MAX = 254;
export const USERNAME_MAX = 100;
