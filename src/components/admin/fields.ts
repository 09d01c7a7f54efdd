/**
 * Payload's code editor (JSON and code fields) loads Monaco from a CDN at run time: the admin's
 * content security policy refuses it, and an install without internet cannot reach it, so such a
 * field showed an empty box. Every JSON and code field of the config names one of these instead
 * (`src/payload.config.test.ts` checks that none is left to the editor).
 */
/** A read-only JSON object as a table of its keys and values (form submissions). */
export const JSON_TABLE_FIELD = '/components/admin/JsonTable#JsonTable'
/** A JSON or code field as a plain text box, checked as JSON is typed. */
export const PLAIN_CODE_FIELD = '/components/admin/PlainCodeField.client#PlainCodeField'
