/**
 * Printed once, when the operator account is created. A generated password is shown (the only time
 * it is); a password the operator supplied in ADMIN_PASSWORD never reaches the log.
 */
export function operatorAccountMessage(email: string, password: string, generated: boolean): string {
  return generated
    ? `Operator account for /admin: ${email} / ${password}`
    : `Operator account for /admin: ${email} (password from ADMIN_PASSWORD)`
}
