/**
 * The account forms' password rules and live checklists (spec section 5), apart from the Zod
 * schemas in ./schemas (which re-exports them), so a form can show its checklist while Zod is
 * still loading (see src/lib/lazy-zod-resolver.ts).
 */
import {
  checkPasswordRules,
  LOWERCASE_RULE,
  minLengthRule,
  NUMBER_RULE,
  type PasswordRuleCheck,
  SYMBOL_RULE,
  UPPERCASE_RULE,
} from '@/lib/password-rules'

/** Sign-up: 12 characters, lowercase, uppercase, number, symbol, each reported on its own. */
export const SIGN_UP_PASSWORD_MIN_LENGTH = 12
export const SIGN_UP_PASSWORD_RULES = [
  minLengthRule(SIGN_UP_PASSWORD_MIN_LENGTH),
  LOWERCASE_RULE,
  UPPERCASE_RULE,
  NUMBER_RULE,
  SYMBOL_RULE,
] as const

/** Reset: 8 characters, one uppercase, one lowercase, one number. */
export const RESET_PASSWORD_MIN_LENGTH = 8
export const RESET_PASSWORD_RULES = [
  minLengthRule(RESET_PASSWORD_MIN_LENGTH),
  UPPERCASE_RULE,
  LOWERCASE_RULE,
  NUMBER_RULE,
] as const

/** The sign-up checklist shown while typing: every rule, met or not, in display order. */
export function passwordRuleChecks(password: string): PasswordRuleCheck[] {
  return checkPasswordRules(password, SIGN_UP_PASSWORD_RULES)
}

/** The reset form's checklist. */
export function resetPasswordRuleChecks(password: string): PasswordRuleCheck[] {
  return checkPasswordRules(password, RESET_PASSWORD_RULES)
}
