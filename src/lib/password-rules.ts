/**
 * Password rules (spec section 5) as plain checks, apart from the Zod schemas in ./validation
 * (which re-exports them): a form's live checklist can use them without bundling Zod.
 */

export interface PasswordRule {
  /** Stable id, for list keys and test ids. */
  id: 'length' | 'lowercase' | 'uppercase' | 'number' | 'symbol'
  message: string
  test: (password: string) => boolean
}

export interface PasswordRuleCheck {
  id: PasswordRule['id']
  message: string
  isMet: boolean
}

/** At least `length` characters (counted as code points, so an emoji is one). */
export function minLengthRule(length: number): PasswordRule {
  return {
    id: 'length',
    message: `Must include ${length} characters`,
    test: (password) => Array.from(password).length >= length,
  }
}

export const LOWERCASE_RULE: PasswordRule = {
  id: 'lowercase',
  message: 'Must include one lowercase letter',
  test: (password) => /\p{Ll}/u.test(password),
}

export const UPPERCASE_RULE: PasswordRule = {
  id: 'uppercase',
  message: 'Must include one uppercase letter',
  test: (password) => /\p{Lu}/u.test(password),
}

export const NUMBER_RULE: PasswordRule = {
  id: 'number',
  message: 'Must include one number',
  test: (password) => /\d/.test(password),
}

/** Anything that is not a letter, digit or space counts as a symbol. */
export const SYMBOL_RULE: PasswordRule = {
  id: 'symbol',
  message: 'Must include one symbol',
  test: (password) => /[^\p{L}\p{N}\s]/u.test(password),
}

/** Each rule with whether `password` meets it, for a live checklist. */
export function checkPasswordRules(password: string, rules: readonly PasswordRule[]): PasswordRuleCheck[] {
  return rules.map(({ id, message, test }) => ({ id, message, isMet: test(password) }))
}
